/* Classic BPF instructions, BPF_STMT(...)/BPF_JUMP(...): socket
 * filters (SO_ATTACH_FILTER, SO_GET_FILTER), seccomp filters (prctl,
 * seccomp) and the filters sock_diag attributes carry (nla_cbpf) share
 * them, so they sit below all three. */
#include "printers.h"

/* A part of an instruction's code, "|" before all but the first. */
static void code_part(const struct pctx *c, const struct xlat *set,
		      unsigned v, bool first)
{
	if (!first)
		v_text(c, "|");
	v_enum(c, set, v, NULL);
}

/* The code as its class and the fields that class has. */
static void print_bpf_code(const struct pctx *c, unsigned code)
{
	unsigned cls = code & 0x07;

	code_part(c, &xlat_bpf_class, cls, true);
	switch (cls) {
	case 0x00:	/* BPF_LD */
	case 0x01:	/* BPF_LDX */
		code_part(c, &xlat_bpf_size, code & 0x18, false);
		code_part(c, &xlat_bpf_mode, code & 0xe0, false);
		break;
	case 0x04:	/* BPF_ALU */
		code_part(c, &xlat_bpf_src, code & 0x08, false);
		code_part(c, &xlat_bpf_alu_op, code & 0xf0, false);
		break;
	case 0x05:	/* BPF_JMP */
		code_part(c, &xlat_bpf_src, code & 0x08, false);
		code_part(c, &xlat_bpf_jmp_op, code & 0xf0, false);
		break;
	case 0x06:	/* BPF_RET */
		code_part(c, &xlat_bpf_rval, code & 0x18, false);
		if (code & ~0x1fu)
			v_textf(c, "|%#x", code & ~0x1fu);
		break;
	case 0x07:	/* BPF_MISC */
		code_part(c, &xlat_bpf_miscop, code & 0xf8, false);
		break;
	default:	/* BPF_ST, BPF_STX: the class says it all */
		if (code & ~0x07u)
			v_textf(c, "|%#x", code & ~0x07u);
	}
}

/* A seccomp filter's return value: the action by name, then its data
 * (an errno, a trace message) when there is any (seccomp(2)). */
static void print_seccomp_ret(const struct pctx *c, uint32_t k)
{
	uint32_t act = k & 0xffff0000u, data = k & 0xffffu;

	if (!xlat_name(&xlat_seccomp_ret_action, act)) {
		v_hex(c, k);
		v_text(c, " /* SECCOMP_RET_??? */");
		return;
	}
	v_enum(c, &xlat_seccomp_ret_action, act, NULL);
	if (data)
		v_textf(c, "|%#x", data);
}

/* k of a packet load: the special offsets (link layer, network layer,
 * ancillary data) by name, else in hex. A seccomp filter loads from
 * struct seccomp_data instead, and returns an action. */
static void print_bpf_k(const struct pctx *c, unsigned code, uint32_t k,
			bool seccomp)
{
	unsigned cls = code & 0x07, mode = code & 0xe0;

	if (seccomp) {
		if (cls == 0x06 && (code & 0x18) == 0x00)	/* RET|K */
			print_seccomp_ret(c, k);
		else
			v_hex(c, k);
		return;
	}
	if ((cls == 0x00 || cls == 0x01) && (mode == 0x20 || mode == 0x40)) {
		if (k >= 0xfffff000u) {
			v_enum(c, &xlat_skf_off, 0xfffff000u, NULL);
			v_text(c, "+");
			v_enum(c, &xlat_skf_ad, k - 0xfffff000u, NULL);
			return;
		}
		if (k >= 0xffe00000u) {
			uint32_t base = k >= 0xfff00000u ? 0xfff00000u :
				       0xffe00000u;

			v_enum(c, &xlat_skf_off, base, NULL);
			v_textf(c, "+%u", k - base);
			return;
		}
	}
	v_hex(c, k);
}

/* n instructions of 8 bytes at addr: code (u16), jt, jf (u8), k (u32).
 * Conditional jumps are BPF_JUMP(code, k, jt, jf), the rest
 * BPF_STMT(code, k). The address alone when the first cannot be read,
 * "... / * address * /" where a later one cannot, "..." past the
 * kernel's limit of 4096 (BPF_MAXINSNS). */
void print_cbpf_insns(const struct pctx *c, uint64_t addr, unsigned n,
		      bool seccomp)
{
	unsigned char b[8];

	if (n && umove(c, addr, 8, b) < 0) {
		v_addr(c, addr);
		return;
	}
	v_array_begin(c);
	for (unsigned i = 0; i < n; i++) {
		uint64_t at = addr + (uint64_t)i * 8;
		uint16_t code;
		uint32_t k;

		if (i == 4096) {
			v_more(c);
			break;
		}
		if (!umove_or_more(c, at, 8, b))
			break;
		memcpy(&code, b, 2);
		memcpy(&k, b + 4, 4);
		v_elem(c);
		if ((code & 0x07) == 0x05 && (code & 0xf0) != 0x00) {
			v_text(c, "BPF_JUMP(");
			print_bpf_code(c, code);
			v_textf(c, ", %#x, %#x, %#x)", k, b[2], b[3]);
			continue;
		}
		v_text(c, "BPF_STMT(");
		print_bpf_code(c, code);
		v_text(c, ", ");
		print_bpf_k(c, code, k, seccomp);
		v_text(c, ")");
	}
	v_array_end(c);
}
