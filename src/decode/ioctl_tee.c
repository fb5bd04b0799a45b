/* TEE (trusted execution environment) client requests, <linux/tee.h>:
 * the structs the driver reads, shown at entry. Every field is a fixed
 * size __u32/__u64, so one layout serves every ABI. */
#include "decode/ioctl.h"

#include <string.h>

#define F IOCTL_FIELD

/* struct tee_ioctl_param: 32 bytes; 8 of them fill -s32 nicely, but a
 * program may pass any count the buffer length agrees with. */
#define TEE_PARAM_SIZE 32
#define TEE_MAX_PARAMS 64
#define TEE_ATTR_TYPE_MASK 0xff
#define TEE_ATTR_META 0x100

/* A fixed struct of n bytes at addr, its fields from a table. */
static int tee_fixed(const struct pctx *c, uint64_t addr, size_t n,
		     const struct ioctl_field *f, size_t nf)
{
	uint8_t b[32];

	if (!umove_or_addr(c, addr, n, b))
		return IOCTL_DONE;
	v_struct_begin(c);
	ioctl_fields(c, b, f, nf);
	v_struct_end(c);
	return IOCTL_DONE;
}

/* attr is a type in the low byte and the META bit above it. */
static void tee_attr(const struct pctx *c, uint64_t attr)
{
	const char *type = xlat_name(&xlat_tee_param_type,
				     attr & TEE_ATTR_TYPE_MASK);
	uint64_t rest = attr & ~(uint64_t)(TEE_ATTR_TYPE_MASK | TEE_ATTR_META);

	if (!type) {
		v_hex(c, attr);
		return;
	}
	v_flags_begin(c, attr, NULL);
	v_flag_name(c, type);
	if (attr & TEE_ATTR_META)
		v_flag_name(c, "TEE_IOCTL_PARAM_ATTR_META");
	if (rest)
		v_flag_bits(c, rest);
	v_flags_end(c);
}

/* value parameters carry three numbers, memory references an offset,
 * a size and a shared memory id, user buffers an address and a size,
 * object references an id and flags. */
static void tee_params(const struct pctx *c, const uint8_t *p, uint32_t n)
{
	v_field(c, "params");
	v_array_begin(c);
	for (uint32_t i = 0; i < n; i++) {
		const uint8_t *e = p + (size_t)i * TEE_PARAM_SIZE;
		uint64_t attr = u64_at(e, 0);
		unsigned type = attr & TEE_ATTR_TYPE_MASK;

		v_elem(c);
		v_struct_begin(c);
		v_field(c, "attr");
		tee_attr(c, attr);
		if (type >= 1 && type <= 3) {
			f_hex(c, "a", u64_at(e, 8));
			f_hex(c, "b", u64_at(e, 16));
			f_hex(c, "c", u64_at(e, 24));
		} else if (type >= 5 && type <= 7) {
			f_hex(c, "shm_offs", u64_at(e, 8));
			f_hex(c, "size", u64_at(e, 16));
			f_uint(c, "shm_id", u64_at(e, 24));
		} else if (type >= 8 && type <= 10) {	/* UBUF_* */
			f_hex(c, "buf", u64_at(e, 8));
			f_hex(c, "size", u64_at(e, 16));
		} else if (type >= 11 && type <= 13) {	/* OBJREF_* */
			f_hex(c, "obj_id", u64_at(e, 8));
			f_hex(c, "flags", u64_at(e, 16));
		}
		v_struct_end(c);
	}
	v_array_end(c);
}

/* The client's login and, for the group logins, the group id in the
 * first word of clnt_uuid; an unknown login shows all 16 bytes. */
static void tee_login(const struct pctx *c, const uint8_t *b)
{
	uint32_t login = u32_at(b, 32);
	bool known = v_enum(c, &xlat_tee_login, login, "TEE_IOCTL_LOGIN_???");

	if (login == 2 || login == 6) {
		f_uint(c, "clnt_uuid", u32_at(b, 16));
	} else if (!known) {
		v_field(c, "clnt_uuid");
		v_array_begin(c);
		for (int i = 0; i < 16; i++) {
			v_elem(c);
			v_hex(c, b[16 + i]);
		}
		v_array_end(c);
	}
}

/* struct tee_ioctl_buf_data: a length and a pointer to one of the
 * argument structs followed by num_params parameters. The pointer is
 * followed only when the length is exactly what num_params says. */
static int tee_buf(const struct pctx *c, unsigned nr, uint64_t addr)
{
	size_t head;
	uint64_t bd[2];
	uint8_t b[56 + TEE_MAX_PARAMS * TEE_PARAM_SIZE];
	uint32_t np;

	switch (nr) {
	case 2: head = 56; break;	/* tee_ioctl_open_session_arg */
	case 3: head = 24; break;	/* tee_ioctl_invoke_arg */
	case 6: head = 8; break;	/* tee_iocl_supp_recv_arg */
	default: head = 8; break;	/* tee_iocl_supp_send_arg */
	}
	if (!umove_or_addr(c, addr, sizeof(bd), bd))
		return IOCTL_DONE;
	v_struct_begin(c);
	f_uint(c, "buf_len", bd[1]);
	v_field(c, "buf_ptr");
	if (bd[1] < head || bd[1] > sizeof(b) ||
	    (bd[1] - head) % TEE_PARAM_SIZE ||
	    umove(c, bd[0], (size_t)bd[1], b) < 0) {
		v_hex(c, bd[0]);
		v_struct_end(c);
		return IOCTL_DONE;
	}
	np = u32_at(b, head - 4);	/* num_params ends every header */
	if (np != (bd[1] - head) / TEE_PARAM_SIZE) {
		v_hex(c, bd[0]);
		v_struct_end(c);
		return IOCTL_DONE;
	}
	v_struct_begin(c);
	switch (nr) {
	case 2:
		v_field(c, "uuid");
		ioctl_uuid(c, b);
		v_field(c, "clnt_login");
		tee_login(c, b);
		f_uint(c, "cancel_id", u32_at(b, 36));
		break;
	case 3:
		f_uint(c, "func", u32_at(b, 0));
		f_hex(c, "session", u32_at(b, 4));
		f_uint(c, "cancel_id", u32_at(b, 8));
		break;
	case 6:
		f_uint(c, "func", u32_at(b, 0));
		break;
	}
	f_uint(c, "num_params", np);
	tee_params(c, b + head, np);
	v_struct_end(c);
	v_struct_end(c);
	return IOCTL_DONE;
}

/* TEE_IOC_*: by the request's number within type 0xa4. */
int ioctl_tee(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	static const struct ioctl_field cancel[] = {
		F("cancel_id", 0, 4, IOF_UINT),
		F("session", 4, 4, IOF_HEX),
	};
	static const struct ioctl_field close_session[] = {
		F("session", 0, 4, IOF_HEX),
	};
	static const struct ioctl_field shm_alloc[] = {
		F("size", 0, 8, IOF_HEX),
		{ "flags", 8, 4, IOF_FLAGS, &xlat_tee_shm_flags,
		  "TEE_IOCTL_SHM_???" },
	};
	static const struct ioctl_field shm_register[] = {
		F("addr", 0, 8, IOF_HEX),
		F("length", 8, 8, IOF_HEX),
		{ "flags", 16, 4, IOF_FLAGS, &xlat_tee_shm_flags,
		  "TEE_IOCTL_SHM_???" },
	};
	static const struct ioctl_field shm_register_fd[] = {
		F("fd", 0, 8, IOF_INT),
		{ "flags", 16, 4, IOF_FLAGS, &xlat_tee_shm_flags,
		  "TEE_IOCTL_SHM_???" },
	};

	if (c->compat)
		addr = (uint32_t)addr;
	switch (_IOC_NR(cmd)) {
	case 1:
		return tee_fixed(c, addr, 16, shm_alloc, ARRAY_SIZE(shm_alloc));
	case 2: case 3: case 6: case 7:
		return tee_buf(c, _IOC_NR(cmd), addr);
	case 4:
		return tee_fixed(c, addr, 8, cancel, ARRAY_SIZE(cancel));
	case 5:
		return tee_fixed(c, addr, 4, close_session,
				 ARRAY_SIZE(close_session));
	case 8:
		return tee_fixed(c, addr, 24, shm_register_fd,
				 ARRAY_SIZE(shm_register_fd));
	case 9:
		return tee_fixed(c, addr, 24, shm_register,
				 ARRAY_SIZE(shm_register));
	}
	return IOCTL_UNKNOWN;	/* the word in hex */
}
