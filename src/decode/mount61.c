/* listmount (Linux 6.8): struct mnt_id_req and the mount ids the call
 * returns. */
#include "printers.h"

#include <string.h>

/* struct mnt_id_req: __u32 size; __u32 mnt_ns_fd (spare before 6.18,
 * mnt_fd to statmount); __u64 mnt_id, param; then __u64 mnt_ns_id
 * since its second version. */
#define MNT_ID_REQ_SIZE_VER0 24
#define MNT_ID_REQ_SIZE_VER1 32

int print_mnt_id_req(const struct pctx *c, uint64_t addr)
{
	unsigned char b[MNT_ID_REQ_SIZE_VER1];
	uint32_t size, fd;
	uint64_t mnt_id, param, ns_id;
	size_t known;

	if (!umove_or_addr(c, addr, sizeof(size), &size))
		return PRINT_OK;
	v_struct_begin(c);
	v_field(c, "size");
	v_uint(c, size);
	/* The kernel refuses a size below the first version's. */
	if (size < MNT_ID_REQ_SIZE_VER0) {
		v_struct_end(c);
		return PRINT_OK;
	}
	known = size < MNT_ID_REQ_SIZE_VER1 ? MNT_ID_REQ_SIZE_VER0 :
		MNT_ID_REQ_SIZE_VER1;
	if (umove(c, addr, known, b) < 0) {
		v_item(c, "tail");
		v_text(c, "???");
		v_struct_end(c);
		return PRINT_OK;
	}
	memcpy(&fd, b + 4, 4);
	memcpy(&mnt_id, b + 8, 8);
	memcpy(&param, b + 16, 8);
	v_field(c, "mnt_ns_fd");
	v_int(c, (int32_t)fd);
	v_field(c, "mnt_id");
	v_enum(c, &xlat_mnt_id_special, mnt_id, NULL);
	v_field(c, "param");
	v_hex(c, param);
	if (known == MNT_ID_REQ_SIZE_VER1) {
		memcpy(&ns_id, b + 24, 8);
		v_field(c, "mnt_ns_id");
		v_hex(c, ns_id);
	}
	print_ext_tail(c, addr, MNT_ID_REQ_SIZE_VER1, size);
	v_struct_end(c);
	return PRINT_OK;
}

/* The ids the call wrote: as many as it returned, no more than the
 * caller's room (nr). An empty room is [] whatever the result. */
int print_mnt_ids_out(const struct pctx *c, uint64_t addr, uint64_t nr,
		      int64_t ret)
{
	uint64_t n, id;

	if (!addr)
		return v_addr(c, addr);
	if (nr && ret < 0)
		return v_addr(c, addr);
	n = ret < 0 ? 0 : (uint64_t)ret < nr ? (uint64_t)ret : nr;
	/* Not even the first id readable: the address, as strace shows
	 * it; later ones end the array with where it stopped. */
	if (n && umove(c, addr, sizeof(id), &id) < 0)
		return v_addr(c, addr);
	v_array_begin(c);
	for (uint64_t i = 0; i < n; i++) {
		uint64_t at = addr + i * sizeof(id);

		if (umove(c, at, sizeof(id), &id) < 0) {
			v_more(c);
			v_textf(c, " /* %#llx */", (unsigned long long)at);
			break;
		}
		if (i >= (uint64_t)c->opt->string_limit) {
			v_more(c);
			break;
		}
		v_elem(c);
		v_hex(c, id);
	}
	v_array_end(c);
	return PRINT_OK;
}
