/* Keys: key_serial_t arguments (add_key, request_key, keyctl) and
 * keyctl's operations: the plain ones' arguments are the rows of
 * syscalls/keyctl.list (keyctl_gen.h), the structures and what the
 * kernel writes are here. */
#include "printers.h"
#include "decode/opargs.h"
#include "structs_gen.h"

/* ---- key ids ------------------------------------------------------ */

int print_keyring(const struct pctx *c, uint64_t v)
{
	int k = (int)v;
	const char *n = xlat_name(&xlat_key_spec, (uint64_t)(int64_t)k);

	/* A key_serial_t is signed: -X raw shows -1, not 0xffffffff. */
	if (n)
		return v_namef(c, VS_DEC, (uint64_t)(int64_t)k, "%s", n);
	return v_int(c, k);
}

/* ---- keyctl -------------------------------------------------------- */

/* KEYCTL_CAPABILITIES: the bytes the kernel wrote (at most the size),
 * each a set of its own; bytes past the known ones in hex. */
static void keyctl_caps(const struct pctx *c, uint64_t addr, uint64_t size)
{
	const struct xlat *sets[] = { &xlat_keyctl_caps0, &xlat_keyctl_caps1 };
	unsigned char b[64];
	int64_t ret = c->call->rval;
	size_t n;

	if (c->call->err || !addr || ret < 0) {
		v_addr(c, addr);
		return;
	}
	n = (uint64_t)ret < size ? (size_t)ret : (size_t)size;
	if (n > sizeof(b))
		n = sizeof(b);
	if (n && umove(c, addr, n, b) < 0) {
		v_addr(c, addr);
		return;
	}
	v_array_begin(c);
	for (size_t i = 0; i < n; i++) {
		v_elem(c);
		if (i < 2)
			v_flags(c, sets[i], b[i], NULL);
		else
			v_hex(c, b[i]);
	}
	v_array_end(c);
}

/* DESCRIBE, READ, GET_SECURITY: the key, then at exit the buffer the
 * kernel filled and its size. */
static bool keyctl_out_buffer(unsigned op)
{
	return op == 6 || op == 11 || op == 17 || op == 31;
}

/* What the kernel wrote: a string of at most min(size, result) bytes,
 * ending at its NUL, cut at -s. */
static void keyctl_out(const struct pctx *c, uint64_t addr, uint64_t size)
{
	size_t limit = (size_t)c->opt->string_limit, n, len;
	unsigned char buf[4096];
	int64_t ret = c->call->rval;

	if (c->call->err || !addr || ret < 0) {
		v_addr(c, addr);
		return;
	}
	n = (uint64_t)ret < size ? (size_t)ret : (size_t)size;
	if (n > sizeof(buf))
		n = sizeof(buf);
	if (n && umoven_data(c->tcp, addr, n, buf) < 0) {
		v_addr(c, addr);
		return;
	}
	len = strnlen((const char *)buf, n);
	if (len > limit)
		v_str(c, buf, limit, true);
	else
		v_str(c, buf, len, len == n && n < (uint64_t)ret &&
		      len == limit);
}

/* __spare words: shown only when one is set, as the kernel rejects
 * them then (-EINVAL). */
static void keyctl_spare(const struct pctx *c, enum layout_field f,
			 const void *buf)
{
	unsigned p = c->tcp->pers, n = field_layouts[p][f].count;
	bool any = false;

	for (unsigned i = 0; i < n; i++)
		any |= layout_get_elem(p, f, buf, i) != 0;
	if (!any)
		return;
	v_field(c, "__spare");
	v_array_begin(c);
	for (unsigned i = 0; i < n; i++) {
		v_elem(c);
		v_hex(c, layout_get_elem(p, f, buf, i));
	}
	v_array_end(c);
}

/* KEYCTL_DH_COMPUTE's struct keyctl_dh_params: three key ids. */
static void keyctl_dh_params(const struct pctx *c, uint64_t addr)
{
	static const struct { const char *name; enum layout_field f; } k[] = {
		{ "private", LF_KEYCTL_DH_PARAMS_PRIVATE },
		{ "prime", LF_KEYCTL_DH_PARAMS_PRIME },
		{ "base", LF_KEYCTL_DH_PARAMS_BASE },
	};
	unsigned p = c->tcp->pers;
	unsigned char b[16];

	if (!addr || umove(c, addr, struct_sizes[p][LS_KEYCTL_DH_PARAMS],
			   b) < 0) {
		v_addr(c, addr);
		return;
	}
	v_struct_begin(c);
	for (size_t i = 0; i < ARRAY_SIZE(k); i++) {
		v_field(c, k[i].name);
		print_keyring(c, layout_get(p, k[i].f, b));
	}
	v_struct_end(c);
}

/* Its struct keyctl_kdf_params: the hash's name, otherinfolen bytes of
 * otherinfo. */
static void keyctl_kdf_params(const struct pctx *c, uint64_t addr)
{
	unsigned p = c->tcp->pers;
	unsigned char b[64];
	uint64_t info, len;

	if (!addr || umove(c, addr, struct_sizes[p][LS_KEYCTL_KDF_PARAMS],
			   b) < 0) {
		v_addr(c, addr);
		return;
	}
	info = layout_get(p, LF_KEYCTL_KDF_PARAMS_OTHERINFO, b);
	len = layout_get(p, LF_KEYCTL_KDF_PARAMS_OTHERINFOLEN, b);
	v_struct_begin(c);
	v_field(c, "hashname");
	v_str_at(c, layout_get(p, LF_KEYCTL_KDF_PARAMS_HASHNAME, b),
		 (size_t)c->opt->string_limit);
	v_field(c, "otherinfo");
	if (len)
		v_buf_at(c, info, len);
	else
		v_addr(c, info);
	v_field(c, "otherinfolen");
	v_uint(c, len);
	keyctl_spare(c, LF_KEYCTL_KDF_PARAMS___SPARE, b);
	v_struct_end(c);
}

/* KEYCTL_PKEY_{ENCRYPT,DECRYPT,SIGN,VERIFY}: the struct
 * keyctl_pkey_params at addr, read into b; false when it cannot be. */
static bool keyctl_pkey_params(const struct pctx *c, uint64_t addr,
			       bool verify, unsigned char *b)
{
	unsigned p = c->tcp->pers;

	if (!addr || umove(c, addr, struct_sizes[p][LS_KEYCTL_PKEY_PARAMS],
			   b) < 0) {
		v_addr(c, addr);
		return false;
	}
	v_struct_begin(c);
	v_field(c, "key_id");
	print_keyring(c, layout_get(p, LF_KEYCTL_PKEY_PARAMS_KEY_ID, b));
	v_field(c, "in_len");
	v_uint(c, layout_get(p, LF_KEYCTL_PKEY_PARAMS_IN_LEN, b));
	v_field(c, verify ? "in2_len" : "out_len");
	v_uint(c, layout_get(p, LF_KEYCTL_PKEY_PARAMS_OUT_LEN, b));
	keyctl_spare(c, LF_KEYCTL_PKEY_PARAMS___SPARE, b);
	v_struct_end(c);
	return true;
}

/* The operations keyctl(2) passes structures to (23..28): true when
 * op is one of them and its arguments are printed. */
static bool keyctl_structs(const struct pctx *c, unsigned op,
			   const uint64_t *a)
{
	unsigned char b[64];
	unsigned p = c->tcp->pers;
	bool ok = !c->call->err && (int64_t)c->call->rval >= 0;

	switch (op) {
	case 23:	/* DH_COMPUTE(params, buffer, buflen, kdf) */
		if (!c->exiting) {
			v_text(c, ", ");
			keyctl_dh_params(c, a[1]);
			return true;
		}
		v_text(c, ", ");
		if (ok)
			v_buf_at(c, a[2], (uint64_t)c->call->rval < a[3] ?
				 (uint64_t)c->call->rval : a[3]);
		else
			v_addr(c, a[2]);
		v_text(c, ", ");
		v_uint(c, a[3]);
		v_text(c, ", ");
		keyctl_kdf_params(c, a[4]);
		return true;
	case 24:	/* PKEY_QUERY(key, reserved, info, query) */
		if (c->exiting)
			return true;
		v_text(c, ", ");
		print_keyring(c, a[1]);
		v_text(c, ", ");
		v_hex(c, a[2]);
		v_text(c, ", ");
		v_str_at(c, a[3], (size_t)c->opt->string_limit);
		v_text(c, ", ");
		v_addr(c, a[4]);
		return true;
	case 25: case 26: case 27: case 28:
		/* ENCRYPT, DECRYPT, SIGN(params, info, in, out),
		 * VERIFY(params, info, in, in2) */
		if (c->exiting) {
			if (op == 28)
				return true;
			/* What the kernel wrote: the result is its size. */
			v_text(c, ", ");
			if (ok)
				v_buf_at(c, a[4], (uint64_t)c->call->rval);
			else
				v_addr(c, a[4]);
			return true;
		}
		v_text(c, ", ");
		if (!keyctl_pkey_params(c, a[1], op == 28, b)) {
			v_text(c, ", ");
			v_str_at(c, a[2], (size_t)c->opt->string_limit);
			v_text(c, ", ");
			v_addr(c, a[3]);
			if (op == 28) {
				v_text(c, ", ");
				v_addr(c, a[4]);
			}
			return true;
		}
		v_text(c, ", ");
		v_str_at(c, a[2], (size_t)c->opt->string_limit);
		v_text(c, ", ");
		v_buf_at(c, a[3],
			 layout_get(p, LF_KEYCTL_PKEY_PARAMS_IN_LEN, b));
		if (op == 28) {
			v_text(c, ", ");
			v_buf_at(c, a[4], layout_get(p,
				 LF_KEYCTL_PKEY_PARAMS_OUT_LEN, b));
		}
		return true;
	}
	return false;
}

/* ---- the arguments of syscalls/keyctl.list's fn: shapes ----------- */

static void key_arg(const struct pctx *c, uint64_t v)
{
	print_keyring(c, v);
}

/* uid_t/gid_t: -1 (no change) stays -1. */
static void uid_arg(const struct pctx *c, uint64_t v)
{
	if ((uint32_t)v == 0xffffffffu)
		v_int(c, -1);
	else
		v_uint(c, (uint32_t)v);
}

/* An int: -1 is KEY_REQKEY_DEFL_NO_CHANGE. */
static void reqkey_arg(const struct pctx *c, uint64_t v)
{
	int64_t r = (int32_t)v;
	const char *n = xlat_name(&xlat_key_reqkey_defl, (uint64_t)r);

	if (n)
		v_namef(c, VS_DEC, (uint64_t)r, "%s", n);
	else if (c->opt->xlat_style == XLAT_RAW)
		v_int(c, r);
	else
		v_numf(c, VK_ENUM, v, "%d /* %s */", (int)v,
		       "KEY_REQKEY_DEFL_???");
}

/* An error number, by name when it has one. */
static void errno_arg(const struct pctx *c, uint64_t v)
{
	const char *n = (uint32_t)v < 4096 ? errno_name((int)v) : NULL;

	if (n)
		v_namef(c, VS_DEC, (uint32_t)v, "%s", n);
	else
		v_uint(c, (uint32_t)v);
}

/* The operations with plain arguments, generated from
 * syscalls/keyctl.list. */
#include "keyctl_gen.h"

/* keyctl(operation, ...): as many arguments as the operation takes. */
int print_keyctl(const struct pctx *c, uint64_t v, const uint64_t *args)
{
	unsigned op = (unsigned)v;
	const struct op_row *row;
	uint64_t a[5];

	for (int i = 0; i < 5; i++)
		a[i] = c->compat ? (uint32_t)args[i] : args[i];
	if (op >= 23 && op <= 28) {
		if (!c->exiting)
			v_enum(c, &xlat_keyctl_cmd, op, "KEYCTL_???");
		keyctl_structs(c, op, a);
		return PRINT_OK;
	}
	if (c->exiting) {
		if (!keyctl_out_buffer(op))
			return PRINT_OK;
		v_text(c, ", ");
		if (op == 31) {		/* CAPABILITIES(buffer, size) */
			keyctl_caps(c, a[1], a[2]);
			v_text(c, ", ");
			v_uint(c, a[2]);
			return PRINT_OK;
		}
		keyctl_out(c, a[2], a[3]);
		v_text(c, ", ");
		v_uint(c, a[3]);
		return PRINT_OK;
	}
	v_enum(c, &xlat_keyctl_cmd, op, "KEYCTL_???");
	row = OP_FIND(keyctl_ops, op);
	if (!row) {
		/* Not decoded yet: the four words, in hex. */
		for (int i = 1; i < 5; i++) {
			v_text(c, ", ");
			v_hex(c, a[i]);
		}
		return PRINT_OK;
	}
	op_args_show(c, &keyctl_ops, row, a, ARRAY_SIZE(a));
	return PRINT_OK;
}
