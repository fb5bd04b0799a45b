/* Keys: key_serial_t arguments (add_key, request_key, keyctl) and
 * keyctl's operations, each with the arguments it takes. */
#include "printers.h"
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

/* How each argument after the operation is shown. */
enum {
	KA_END, KA_KEY, KA_STR, KA_INT, KA_UINT, KA_ULONG, KA_ADDR,
	KA_BUF3,	/* a buffer of the length in argument 3 */
	KA_UID,		/* uid_t/gid_t: -1 stays -1 */
	KA_PERM,	/* KEY_POS_VIEW|... */
	KA_REQKEY,	/* KEY_REQKEY_DEFL_* */
	KA_ERRNO,	/* an error number, by name when it has one */
	KA_MOVE,	/* KEYCTL_MOVE_EXCL */
	KA_IOV3,	/* an iovec array of the count in argument 3 */
};

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

/* The operations with plain arguments (<linux/keyctl.h>, keyctl(2));
 * the others show theirs as words. */
static const unsigned char keyctl_args[][4] = {
	[0] = { KA_KEY, KA_INT },			/* GET_KEYRING_ID */
	[1] = { KA_STR },				/* JOIN_SESSION_KEYRING */
	[2] = { KA_KEY, KA_BUF3, KA_ULONG },		/* UPDATE */
	[3] = { KA_KEY },				/* REVOKE */
	[4] = { KA_KEY, KA_UID, KA_UID },		/* CHOWN */
	[7] = { KA_KEY },				/* CLEAR */
	[8] = { KA_KEY, KA_KEY },			/* LINK */
	[9] = { KA_KEY, KA_KEY },			/* UNLINK */
	[10] = { KA_KEY, KA_STR, KA_STR, KA_KEY },	/* SEARCH */
	[12] = { KA_KEY, KA_BUF3, KA_ULONG, KA_KEY },	/* INSTANTIATE */
	[13] = { KA_KEY, KA_UINT, KA_KEY },		/* NEGATE */
	[15] = { KA_KEY, KA_UINT },			/* SET_TIMEOUT */
	[16] = { KA_KEY },				/* ASSUME_AUTHORITY */
	[18] = { KA_END },				/* SESSION_TO_PARENT */
	[21] = { KA_KEY },				/* INVALIDATE */
	[22] = { KA_UID, KA_KEY },			/* GET_PERSISTENT */
	[29] = { KA_KEY, KA_STR, KA_STR },		/* RESTRICT_KEYRING */
	[5] = { KA_KEY, KA_PERM },			/* SETPERM */
	[6] = { KA_KEY },				/* DESCRIBE */
	[11] = { KA_KEY },				/* READ */
	[14] = { KA_REQKEY },				/* SET_REQKEY_KEYRING */
	[17] = { KA_KEY },				/* GET_SECURITY */
	[19] = { KA_KEY, KA_UINT, KA_ERRNO, KA_KEY },	/* REJECT */
	[30] = { KA_KEY, KA_KEY, KA_KEY, KA_MOVE },	/* MOVE */
	[20] = { KA_KEY, KA_IOV3, KA_ULONG, KA_KEY },	/* INSTANTIATE_IOV */
	[31] = { KA_END },				/* CAPABILITIES */
};

static const bool keyctl_known[] = {
	[0] = 1, [1] = 1, [2] = 1, [3] = 1, [4] = 1, [7] = 1, [8] = 1,
	[9] = 1, [10] = 1, [12] = 1, [13] = 1, [15] = 1, [16] = 1, [18] = 1,
	[21] = 1, [22] = 1, [29] = 1, [5] = 1, [6] = 1, [11] = 1, [14] = 1,
	[17] = 1, [19] = 1, [30] = 1, [20] = 1, [31] = 1,
};

/* keyctl(operation, ...): as many arguments as the operation takes. */
int print_keyctl(const struct pctx *c, uint64_t v, const uint64_t *args)
{
	unsigned op = (unsigned)v;
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
	if (op >= ARRAY_SIZE(keyctl_known) ||
	    !keyctl_known[op]) {
		/* Not decoded yet: the four words, in hex. */
		for (int i = 1; i < 5; i++) {
			v_text(c, ", ");
			v_hex(c, a[i]);
		}
		return PRINT_OK;
	}
	for (int i = 0; i < 4 && keyctl_args[op][i] != KA_END; i++) {
		uint64_t w = a[i + 1];

		v_text(c, ", ");
		switch (keyctl_args[op][i]) {
		case KA_KEY:
			print_keyring(c, w);
			break;
		case KA_STR:
			v_str_at(c, w, (size_t)c->opt->string_limit);
			break;
		case KA_INT:
			v_int(c, (int)w);
			break;
		case KA_UINT:
			v_uint(c, (uint32_t)w);
			break;
		case KA_ULONG:
			v_uint(c, w);
			break;
		case KA_BUF3:
			v_buf_at(c, w, a[3]);
			break;
		case KA_UID:
			if ((uint32_t)w == 0xffffffffu)
				v_int(c, -1);
			else
				v_uint(c, (uint32_t)w);
			break;
		case KA_PERM:
			v_flags(c, &xlat_key_perm, (uint32_t)w, "KEY_???");
			break;
		case KA_REQKEY: {
			/* An int: -1 is KEY_REQKEY_DEFL_NO_CHANGE. */
			int64_t r = (int32_t)w;
			const char *n = xlat_name(&xlat_key_reqkey_defl,
						  (uint64_t)r);

			if (n)
				v_namef(c, VS_DEC, (uint64_t)r, "%s", n);
			else if (c->opt->xlat_style == XLAT_RAW)
				v_int(c, r);
			else
				v_numf(c, VK_ENUM, w, "%d /* %s */", (int)w,
				       "KEY_REQKEY_DEFL_???");
			break;
		}
		case KA_ERRNO: {
			const char *n = (uint32_t)w < 4096 ?
					errno_name((int)w) : NULL;

			if (n)
				v_namef(c, VS_DEC, (uint32_t)w, "%s", n);
			else
				v_uint(c, (uint32_t)w);
			break;
		}
		case KA_IOV3:
			print_iov_at(c, w, a[3], false, 0);
			break;
		case KA_MOVE:
			v_flags(c, &xlat_keyctl_move_flags, (uint32_t)w,
				"KEYCTL_MOVE_???");
			break;
		default:
			v_addr(c, w);
		}
	}
	return PRINT_OK;
}
