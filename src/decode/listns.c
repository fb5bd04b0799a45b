/* listns (Linux 6.19): the namespaces the caller may see, as ids. The
 * ids come back as listmount's do (print_mnt_ids_out); this file has
 * the request, struct ns_id_req of <linux/nsfs.h>. */
#include "printers.h"

#include <string.h>

/* struct ns_id_req: __u32 size, spare; __u64 ns_id; __u32 ns_type,
 * spare2; __u64 user_ns_id. Defined here: the UAPI headers abitrace
 * builds with predate it. The kernel refuses a size below the first
 * version's, so nothing past size is shown then. */
#define NS_ID_REQ_SIZE_VER0 32
/* user_ns_id's "the caller's own user namespace" */
#define LISTNS_CURRENT_USER_ UINT64_MAX

int print_ns_id_req(const struct pctx *c, uint64_t addr)
{
	unsigned char b[NS_ID_REQ_SIZE_VER0];
	uint32_t size, spare, ns_type, spare2;
	uint64_t ns_id, user_ns_id;

	if (!umove_or_addr(c, addr, sizeof(size), &size))
		return PRINT_OK;
	v_struct_begin(c);
	v_field(c, "size");
	v_uint(c, size);
	if (size < NS_ID_REQ_SIZE_VER0) {
		v_struct_end(c);
		return PRINT_OK;
	}
	if (umove(c, addr, sizeof(b), b) < 0) {
		v_item(c, "tail");
		v_text(c, "???");
		v_struct_end(c);
		return PRINT_OK;
	}
	memcpy(&spare, b + 4, 4);
	memcpy(&ns_id, b + 8, 8);
	memcpy(&ns_type, b + 16, 4);
	memcpy(&spare2, b + 20, 4);
	memcpy(&user_ns_id, b + 24, 8);
	/* The spare words must be zero (EINVAL otherwise): shown only
	 * when they are not. */
	if (spare) {
		v_field(c, "spare");
		v_hex(c, spare);
	}
	v_field(c, "ns_id");
	v_hex(c, ns_id);
	v_field(c, "ns_type");
	v_flags(c, &xlat_ns_types, ns_type, xlat_unknown(&xlat_ns_types));
	if (spare2) {
		v_field(c, "spare2");
		v_hex(c, spare2);
	}
	v_field(c, "user_ns_id");
	if (user_ns_id == LISTNS_CURRENT_USER_)
		v_const(c, user_ns_id, "LISTNS_CURRENT_USER");
	else
		v_hex(c, user_ns_id);
	print_ext_tail(c, addr, NS_ID_REQ_SIZE_VER0, size);
	v_struct_end(c);
	return PRINT_OK;
}
