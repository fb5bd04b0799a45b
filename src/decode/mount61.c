/* listmount and statmount (Linux 6.8): struct mnt_id_req, the mount
 * ids listmount returns and the struct statmount it fills. */
#include "printers.h"

#include <stdlib.h>
#include <string.h>

/* struct mnt_id_req: __u32 size; __u32 mnt_ns_fd (spare before 6.18,
 * mnt_fd to statmount); __u64 mnt_id, param; then __u64 mnt_ns_id
 * since its second version. */
#define MNT_ID_REQ_SIZE_VER0 24
#define MNT_ID_REQ_SIZE_VER1 32

/* param is listmount's last id seen and statmount's request mask. */
static int print_id_req(const struct pctx *c, uint64_t addr, bool stat)
{
	unsigned char b[MNT_ID_REQ_SIZE_VER1];
	uint32_t size, fd;
	uint64_t mnt_id, param, ns_id;
	size_t known;

	if (!umove_or_addr(c, addr, sizeof(size), &size))
		return PRINT_OK;
	v_struct_begin(c);
	f_uint(c, "size", size);
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
	f_int(c, "mnt_ns_fd", (int32_t)fd);
	f_enum(c, "mnt_id", &xlat_mnt_id_special, mnt_id, NULL);
	v_field(c, "param");
	if (stat)
		v_flags(c, &xlat_statmount_mask, param, "STATMOUNT_???");
	else
		v_hex(c, param);
	if (known == MNT_ID_REQ_SIZE_VER1) {
		memcpy(&ns_id, b + 24, 8);
		f_hex(c, "mnt_ns_id", ns_id);
	}
	print_ext_tail(c, addr, MNT_ID_REQ_SIZE_VER1, size);
	v_struct_end(c);
	return PRINT_OK;
}

int print_mnt_id_req(const struct pctx *c, uint64_t addr)
{
	return print_id_req(c, addr, false);
}

int print_statmount_req(const struct pctx *c, uint64_t addr)
{
	return print_id_req(c, addr, true);
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

		if (!umove_or_more(c, at, sizeof(id), &id))
			break;
		if (past_limit(c, i))
			break;
		v_elem(c);
		v_hex(c, id);
	}
	v_array_end(c);
	return PRINT_OK;
}

/* ---- struct statmount ---------------------------------------------- */

/* The fixed part of struct statmount (Linux 6.8, extended in place up to
 * 6.15; 512 bytes with its spare words). Defined here: the UAPI headers
 * abitrace builds with may predate it. The strings follow it, each
 * member marked [str] holding an offset into them. */
struct statmount_k {
	uint32_t size, mnt_opts;
	uint64_t mask;
	uint32_t sb_dev_major, sb_dev_minor;
	uint64_t sb_magic;
	uint32_t sb_flags, fs_type;
	uint64_t mnt_id, mnt_parent_id;
	uint32_t mnt_id_old, mnt_parent_id_old;
	uint64_t mnt_attr, mnt_propagation, mnt_peer_group, mnt_master;
	uint64_t propagate_from;
	uint32_t mnt_root, mnt_point;
	uint64_t mnt_ns_id;
	uint32_t fs_subtype, sb_source;
	uint32_t opt_num, opt_array;
	uint32_t opt_sec_num, opt_sec_array;
	uint64_t supported_mask;
	uint32_t mnt_uidmap_num, mnt_uidmap;
	uint32_t mnt_gidmap_num, mnt_gidmap;
	uint64_t spare[43];
};

_Static_assert(sizeof(struct statmount_k) == 512, "struct statmount");

#define SM_SB_BASIC		0x1
#define SM_MNT_BASIC		0x2
#define SM_PROPAGATE_FROM	0x4
#define SM_MNT_ROOT		0x8
#define SM_MNT_POINT		0x10
#define SM_FS_TYPE		0x20
#define SM_MNT_NS_ID		0x40
#define SM_MNT_OPTS		0x80
#define SM_FS_SUBTYPE		0x100
#define SM_SB_SOURCE		0x200
#define SM_OPT_ARRAY		0x400
#define SM_OPT_SEC_ARRAY	0x800
#define SM_SUPPORTED_MASK	0x1000
#define SM_MNT_UIDMAP		0x2000
#define SM_MNT_GIDMAP		0x4000

/* The string area after the fixed part, as far as the kernel said it
 * filled it (size) and the caller's buffer reaches; read once, at most
 * STR_AREA_MAX bytes of it (what is shown is cut at -s anyway). */
#define STR_AREA_MAX 65536

struct str_area {
	const char *s;
	size_t len;
};

/* The NUL-terminated string at off: cut where the area ends (the kernel
 * would have ended it with a NUL), the offset itself when outside. */
static void print_area_str(const struct pctx *c, const struct str_area *a,
			   uint32_t off)
{
	const char *p, *nul;
	size_t room, n, lim = (size_t)c->opt->string_limit;

	if (off >= a->len) {
		v_hex(c, off);
		return;
	}
	p = a->s + off;
	room = a->len - off;
	nul = memchr(p, '\0', room);
	/* Without a NUL, the last byte stands where the NUL should be. */
	n = nul ? (size_t)(nul - p) : room - 1;
	if (n > lim)
		v_str(c, p, lim, true);
	else
		v_str(c, p, n, !nul);
}

/* count NUL-terminated strings one after another from off: opt_array,
 * opt_sec_array and the id maps. "???" for those past the area. */
static void print_area_strs(const struct pctx *c, const struct str_area *a,
			    uint32_t off, uint32_t count)
{
	size_t at = off;

	if (off >= a->len && count) {
		v_hex(c, off);
		return;
	}
	v_array_begin(c);
	for (uint32_t i = 0; i < count; i++) {
		if (past_limit(c, i))
			break;
		if (at >= a->len) {
			v_item(c, "more");
			v_text(c, "???");
			break;
		}
		v_elem(c);
		print_area_str(c, a, (uint32_t)at);
		const char *nul = memchr(a->s + at, '\0', a->len - at);

		at = nul ? (size_t)(nul - a->s) + 1 : a->len;
	}
	v_array_end(c);
}

static void sm_u32(const struct pctx *c, const char *name, uint32_t v)
{
	f_uint(c, name, v);
}

static void sm_hex(const struct pctx *c, const char *name, uint64_t v)
{
	f_hex(c, name, v);
}

static void sm_str(const struct pctx *c, const struct str_area *a,
		   const char *name, uint32_t off)
{
	v_field(c, name);
	print_area_str(c, a, off);
}

static void sm_strs(const struct pctx *c, const struct str_area *a,
		    const char *num, uint32_t n, const char *name,
		    uint32_t off)
{
	sm_u32(c, num, n);
	v_field(c, name);
	print_area_strs(c, a, off, n);
}

/* The members the mask says the kernel wrote, in the struct's order. */
static void print_statmount_fields(const struct pctx *c,
				   const struct statmount_k *m,
				   const struct str_area *a)
{
	uint64_t k = m->mask;

	sm_u32(c, "size", m->size);
	if (k & SM_MNT_OPTS)
		sm_str(c, a, "mnt_opts", m->mnt_opts);
	f_flags(c, "mask", &xlat_statmount_mask, k, "STATMOUNT_???");
	if (k & SM_SB_BASIC) {
		sm_u32(c, "sb_dev_major", m->sb_dev_major);
		sm_u32(c, "sb_dev_minor", m->sb_dev_minor);
		f_enum(c, "sb_magic", &xlat_fs_magic, m->sb_magic, NULL);
		f_flags(c, "sb_flags", &xlat_statmount_sb_flags, m->sb_flags,
			"MS_???");
	}
	if (k & SM_FS_TYPE)
		sm_str(c, a, "fs_type", m->fs_type);
	if (k & SM_MNT_BASIC) {
		sm_hex(c, "mnt_id", m->mnt_id);
		sm_hex(c, "mnt_parent_id", m->mnt_parent_id);
		sm_hex(c, "mnt_id_old", m->mnt_id_old);
		sm_hex(c, "mnt_parent_id_old", m->mnt_parent_id_old);
		f_flags(c, "mnt_attr", &xlat_statmount_mnt_attr, m->mnt_attr,
			"MOUNT_ATTR_???");
		f_flags(c, "mnt_propagation", &xlat_mount_propagation,
			m->mnt_propagation, "MS_???");
		sm_hex(c, "mnt_peer_group", m->mnt_peer_group);
		sm_hex(c, "mnt_master", m->mnt_master);
	}
	if (k & SM_PROPAGATE_FROM)
		sm_hex(c, "propagate_from", m->propagate_from);
	if (k & SM_MNT_ROOT)
		sm_str(c, a, "mnt_root", m->mnt_root);
	if (k & SM_MNT_POINT)
		sm_str(c, a, "mnt_point", m->mnt_point);
	if (k & SM_MNT_NS_ID)
		sm_hex(c, "mnt_ns_id", m->mnt_ns_id);
	if (k & SM_FS_SUBTYPE)
		sm_str(c, a, "fs_subtype", m->fs_subtype);
	if (k & SM_SB_SOURCE)
		sm_str(c, a, "sb_source", m->sb_source);
	if (k & SM_OPT_ARRAY)
		sm_strs(c, a, "opt_num", m->opt_num, "opt_array",
			m->opt_array);
	if (k & SM_OPT_SEC_ARRAY)
		sm_strs(c, a, "opt_sec_num", m->opt_sec_num, "opt_sec_array",
			m->opt_sec_array);
	if (k & SM_SUPPORTED_MASK)
		f_flags(c, "supported_mask", &xlat_statmount_mask,
			m->supported_mask, "STATMOUNT_???");
	if (k & SM_MNT_UIDMAP)
		sm_strs(c, a, "mnt_uidmap_num", m->mnt_uidmap_num,
			"mnt_uidmap", m->mnt_uidmap);
	if (k & SM_MNT_GIDMAP)
		sm_strs(c, a, "mnt_gidmap_num", m->mnt_gidmap_num,
			"mnt_gidmap", m->mnt_gidmap);
}

/* statmount's buffer at exit (a failed call shows its address: the
 * type's fail=addr). The fixed part as far as the buffer reaches (the
 * rest reads as zero), the address when not even its size fits or it
 * cannot be read. */
int print_statmount_buf(const struct pctx *c, uint64_t addr, uint64_t bufsize)
{
	static char *area;
	struct statmount_k m;
	struct str_area a = { NULL, 0 };
	size_t n = bufsize < sizeof(m) ? (size_t)bufsize : sizeof(m);
	uint64_t end;

	memset(&m, 0, sizeof(m));
	if (!addr || n < sizeof(m.size) || umove(c, addr, n, &m) < 0)
		return v_addr(c, addr);
	/* The strings: up to the size the kernel wrote, inside the
	 * caller's buffer. */
	end = m.size < bufsize ? m.size : bufsize;
	if (end > sizeof(m)) {
		size_t len = end - sizeof(m) > STR_AREA_MAX ? STR_AREA_MAX :
			     (size_t)(end - sizeof(m));

		if (!area)
			area = malloc(STR_AREA_MAX);
		if (area && umove(c, addr + sizeof(m), len, area) == 0) {
			a.s = area;
			a.len = len;
		}
	}
	v_struct_begin(c);
	print_statmount_fields(c, &m, &a);
	v_struct_end(c);
	return PRINT_OK;
}
