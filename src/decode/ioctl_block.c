/* Block device requests with a structure: BLKPG, BLKTRACESETUP. */
#include "decode/ioctl.h"

#include <string.h>

/* A char[n] the kernel treats as a C string: at most n - 1 characters,
 * "..." when no NUL ends them. */
void ioctl_cstr_field(const struct pctx *c, const char *buf, size_t n)
{
	const char *nul = memchr(buf, '\0', n - 1);

	if (nul)
		v_str(c, buf, (size_t)(nul - buf), false);
	else
		v_str(c, buf, n - 1, true);
}

/* struct blkpg_partition */
static void blkpg_partition(const struct pctx *c, uint64_t addr)
{
	struct {
		int64_t start, length;
		int32_t pno;
		char devname[64], volname[64];
	} __attribute__((packed, aligned(4))) p;

	if (!umove_or_addr(c, addr, sizeof(p), &p))
		return;
	v_struct_begin(c);
	f_int(c, "start", p.start);
	f_int(c, "length", p.length);
	f_int(c, "pno", p.pno);
	v_field(c, "devname");
	ioctl_cstr_field(c, p.devname, sizeof(p.devname));
	v_field(c, "volname");
	ioctl_cstr_field(c, p.volname, sizeof(p.volname));
	v_struct_end(c);
}

/* struct blkpg_ioctl_arg: op, flags, datalen, then a pointer. */
int ioctl_blkpg(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	int32_t h[3];
	uint64_t data = 0;
	size_t w = abi_word(c);

	(void)cmd;
	if (c->compat)
		addr = (uint32_t)addr;
	if (!addr || umove(c, addr, sizeof(h), h) < 0 ||
	    umove(c, addr + (w == 8 ? 16 : 12), w, &data) < 0) {
		v_addr(c, addr);
		return IOCTL_DONE;
	}
	v_struct_begin(c);
	f_enum(c, "op", &xlat_blkpg_op, (uint32_t)h[0], "BLKPG_???");
	f_int(c, "flags", h[1]);
	f_int(c, "datalen", h[2]);
	v_field(c, "data");
	if (h[0] == 1 || h[0] == 2)	/* add, delete: a partition */
		blkpg_partition(c, data);
	else
		v_addr(c, data);
	v_struct_end(c);
	return IOCTL_DONE;
}

/* struct blk_user_trace_setup: the kernel reads the sizes and writes
 * the trace's name back. */
struct buts {
	char name[32];
	uint16_t act_mask;
	uint32_t buf_size, buf_nr;
	uint64_t start_lba, end_lba;
	uint32_t pid;
} __attribute__((packed, aligned(4)));

int ioctl_blktrace_setup(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	struct buts b;
	/* offsets: name 0, act_mask 32, buf_size 36, buf_nr 40,
	 * start_lba 44 (48 where u64 is 8-aligned), end_lba, pid */
	bool a8 = !c->compat;
	unsigned char raw[72];

	(void)cmd;
	if (c->compat)
		addr = (uint32_t)addr;
	if (!addr || umove(c, addr, a8 ? 72 : 64, raw) < 0)
		return ioctl_unread(c, addr);
	memcpy(b.name, raw, 32);
	memcpy(&b.act_mask, raw + 32, 2);
	memcpy(&b.buf_size, raw + 36, 4);
	memcpy(&b.buf_nr, raw + 40, 4);
	memcpy(&b.start_lba, raw + (a8 ? 48 : 44), 8);
	memcpy(&b.end_lba, raw + (a8 ? 56 : 52), 8);
	memcpy(&b.pid, raw + (a8 ? 64 : 60), 4);
	if (c->exiting) {
		if (!ioctl_out_begin(c))
			return IOCTL_DONE;
		v_field(c, "name");
		ioctl_cstr_field(c, b.name, sizeof(b.name));
		v_struct_end(c);
		return IOCTL_DONE;
	}
	v_struct_begin(c);
	f_uint(c, "act_mask", b.act_mask);
	f_uint(c, "buf_size", b.buf_size);
	f_uint(c, "buf_nr", b.buf_nr);
	f_uint(c, "start_lba", b.start_lba);
	f_uint(c, "end_lba", b.end_lba);
	v_field(c, "pid");
	v_pid(c, (int32_t)b.pid);
	v_struct_end(c);
	return IOCTL_LATER;
}
