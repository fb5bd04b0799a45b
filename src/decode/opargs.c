/* Operation-dispatched arguments: the table lookup and the printer of
 * one argument by its shape (decode/opargs.h). A shared printer: it
 * calls no decoder. */
#include "decode/opargs.h"

const struct op_row *op_find(const struct op_row *t, size_t n, unsigned op)
{
	for (size_t i = 0; i < n; i++)
		if (t[i].op == op)
			return &t[i];
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

void op_arg_show(const struct pctx *c, const struct op_arg *oa,
		 const uint64_t *a, size_t n, int i)
{
	uint64_t v = oa->low32 ? (uint32_t)a[i] : a[i];

	if ((oa->kind == OA_BUF || oa->kind == OA_IOV) &&
	    (size_t)oa->len >= n) {
		v_addr(c, v);
		return;
	}
	switch (oa->kind) {
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
	case OA_OUT:
		if (c->call->err) {
			v_addr(c, v);
			break;
		}
		/* fall through */
	case OA_FN: case OA_EXIT:
		oa->fn(c, v);
		break;
	}
}

static bool at_exit(enum oa_kind k)
{
	return k == OA_OUT || k == OA_EXIT;
}

void op_args_show(const struct pctx *c, const struct op_row *r,
		  const uint64_t *a, size_t n)
{
	bool late = false;

	for (int i = 0; i < OP_ARGS_MAX && (size_t)i + 1 < n; i++) {
		const struct op_arg *oa = &r->arg[i];

		late |= at_exit(oa->kind);
		if (oa->kind == OA_NONE || late != c->exiting)
			continue;
		v_text(c, ", ");
		op_arg_show(c, oa, a, n, i + 1);
	}
}
