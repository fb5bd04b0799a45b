/* Operation-dispatched arguments: the table lookup and the printer of
 * one argument by its shape (decode/opargs.h). A shared printer: it
 * calls no decoder. */
#include "decode/opargs.h"

const struct op_row *op_find(const struct op_table *t, unsigned op)
{
	for (unsigned i = 0; i < t->n; i++)
		if (t->rows[i].op == op)
			return &t->rows[i];
	return NULL;
}

const struct op_struct *op_struct_find(const struct op_struct *t, size_t n,
				       unsigned op)
{
	for (size_t i = 0; i < n; i++)
		if (t[i].op == op)
			return &t[i];
	return NULL;
}

/* "[0x...]": a number of size bytes (4 or 8) at addr, in hex. */
static void hex_at(const struct pctx *c, uint64_t addr, size_t size)
{
	uint64_t v = 0;

	if (!umove_or_addr(c, addr, size, &v))
		return;
	v_array_begin(c);
	v_elem(c);
	v_hex(c, v);
	v_array_end(c);
}

/* [a, b]: two u64s at addr. */
static void u64pair_at(const struct pctx *c, uint64_t addr)
{
	uint64_t b[2];

	if (!umove_or_addr(c, addr, sizeof(b), b))
		return;
	v_array_begin(c);
	v_elem(c);
	v_uint(c, b[0]);
	v_elem(c);
	v_uint(c, b[1]);
	v_array_end(c);
}

/* What OA_IN and OA_AT_OUT show: the TYPE at addr. */
static void at_show(const struct pctx *c, const struct op_arg *oa,
		    uint64_t addr)
{
	switch ((enum oa_at)oa->at) {
	case OAT_INT:
		print_num_at(c, addr, 4, true);
		break;
	case OAT_UINT:
		print_num_at(c, addr, 4, false);
		break;
	case OAT_ULONG:
		print_num_at(c, addr, abi_word(c), false);
		break;
	case OAT_U64:
		print_num_at(c, addr, 8, false);
		break;
	case OAT_S64:
		print_num_at(c, addr, 8, true);
		break;
	case OAT_HEX32:
		hex_at(c, addr, 4);
		break;
	case OAT_HEX64:
		hex_at(c, addr, 8);
		break;
	case OAT_U64PAIR:
		u64pair_at(c, addr);
		break;
	case OAT_FLAGS:
		print_flags_box_at(c, addr, 4, oa->set, oa->dflt);
		break;
	case OAT_ENUM:
		print_enum_box_at(c, addr, 4, oa->set, oa->dflt);
		break;
	}
}

void op_arg_show(const struct pctx *c, const struct op_arg *oa,
		 const uint64_t *a, size_t n, int i)
{
	uint64_t v = oa->low32 ? (uint32_t)a[i] : a[i];

	if ((oa->kind == OA_BUF || oa->kind == OA_IOV) && oa->len >= n) {
		v_addr(c, v);
		return;
	}
	switch ((enum oa_kind)oa->kind) {
	case OA_NONE:
		break;
	case OA_UINT:
		v_uint(c, v);
		break;
	case OA_INT:
		v_int(c, (int)v);
		break;
	case OA_HEX:
		v_hex(c, v);
		break;
	case OA_ADDR:
		v_addr(c, v);
		break;
	case OA_STR:
		v_str_at(c, v, (size_t)c->opt->string_limit);
		break;
	case OA_BUF:
		v_buf_at(c, v, a[oa->len]);
		break;
	case OA_IOV:
		print_iov_at(c, v, a[oa->len], false, 0);
		break;
	case OA_ENUM:
		v_enum(c, oa->set, v, oa->dflt);
		break;
	case OA_FLAGS:
		v_flags(c, oa->set, v, oa->dflt);
		break;
	case OA_FD:
		v_fd(c, (int)v);
		break;
	case OA_IN:
		at_show(c, oa, v);
		break;
	case OA_AT_OUT:
		if (c->call->err)
			v_addr(c, v);
		else
			at_show(c, oa, v);
		break;
	case OA_OUT:
		if (c->call->err) {
			v_addr(c, v);
			break;
		}
		/* fall through */
	case OA_FN: case OA_EXIT:
		oa->fn(c, v);
		break;
	case OA_OPFN:
		oa->opfn(c, (unsigned)a[0], v);
		break;
	}
}

bool op_arg_at_exit(const struct op_arg *oa)
{
	return oa->kind == OA_OUT || oa->kind == OA_EXIT ||
	       oa->kind == OA_AT_OUT;
}

void op_args_show(const struct pctx *c, const struct op_table *t,
		  const struct op_row *r, const uint64_t *a, size_t n)
{
	bool late = false;

	for (int i = 0; i < (int)t->nargs && (size_t)i + 1 < n; i++) {
		const struct op_arg *oa = op_row_arg(t, r, i);

		late |= op_arg_at_exit(oa);
		if (oa->kind == OA_NONE || late != c->exiting)
			continue;
		v_text(c, ", ");
		op_arg_show(c, oa, a, n, i + 1);
	}
}
