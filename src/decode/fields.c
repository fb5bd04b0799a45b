/* Structs printed from tables of their fields (decode/fields.h). */
#include "decode/fields.h"

#include <string.h>

/* An array field (or a scalar) in hex, when any element is set. */
static void sf_nonzero(const struct pctx *c, const char *name, unsigned p,
		       enum layout_field f, const unsigned char *b)
{
	unsigned n = field_layouts[p][f].count;
	bool any = false;

	for (unsigned i = 0; i < n; i++)
		any |= layout_get_elem(p, f, b, i) != 0;
	if (!any)
		return;
	v_field(c, name);
	if (n == 1) {
		v_hex(c, layout_get(p, f, b));
		return;
	}
	v_array_begin(c);
	for (unsigned i = 0; i < n; i++) {
		v_elem(c);
		v_hex(c, layout_get_elem(p, f, b, i));
	}
	v_array_end(c);
}

static void sf_print(const struct pctx *c, const struct sfield *u,
		     const unsigned char *b)
{
	unsigned p = c->tcp->pers;
	const char *name = u->name;
	uint64_t v;

	if (u->has_if && layout_get(p, u->if_f, b) != u->if_v)
		return;
	if (u->ok && (!c->exiting || c->call->err ||
		      (int64_t)c->call->rval < 0))
		return;
	if (u->kind == SF_CLOSE) {
		v_struct_end(c);
		return;
	}
	if (!name)
		name = strchr(layout_field_names[u->f], '.') + 1;
	if (u->kind == SF_NZ) {
		sf_nonzero(c, name, p, u->f, b);
		return;
	}
	if (u->kind == SF_NZ_IN) {
		if (!layout_get(p, u->f, b))
			return;
		v_field(c, name);
		v_struct_begin(c);
		sf_nonzero(c, u->sub, p, u->f, b);
		v_struct_end(c);
		return;
	}
	v_field(c, name);
	if (u->kind == SF_OPEN) {
		v_struct_begin(c);
		return;
	}
	v = layout_get(p, u->f, b);
	switch (u->kind) {
	case SF_DEC:
		v_uint(c, v);
		break;
	case SF_SDEC:
		v_int(c, (int64_t)v);
		break;
	case SF_ADDR:
		v_addr(c, v);
		break;
	case SF_FD:
		v_fd(c, (int32_t)v);
		break;
	case SF_FLAGS:
		v_flags(c, u->set, v, xlat_unknown(u->set));
		break;
	case SF_NAMED_DEC: {
		const char *n = xlat_name(u->set, v);

		if (n)
			v_namef(c, VS_DEC, v, "%s", n);
		else
			v_uint(c, v);
		break;
	}
	case SF_FN:
		u->fn(c, v);
		break;
	case SF_ENUM_IF0:
		if (layout_get(p, u->when, b)) {
			v_hex(c, v);
			break;
		}
		/* fall through */
	case SF_ENUM:
		v_enum(c, u->set, v, xlat_unknown(u->set));
		break;
	default:
		v_hex(c, v);
	}
}

void print_fields_in(const struct pctx *c, const struct sfield *f,
		     unsigned n, const unsigned char *b)
{
	for (unsigned i = 0; i < n; i++)
		sf_print(c, &f[i], b);
}

void print_fields(const struct pctx *c, const struct sfield *f, unsigned n,
		  const unsigned char *b)
{
	v_struct_begin(c);
	print_fields_in(c, f, n, b);
	v_struct_end(c);
}
