/* statmount (Linux 6.8): struct mnt_id_req with its request mask, and
 * the struct statmount the kernel fills. With "inject" as argument the
 * test runs it under -e inject=statmount:retval=0: the kernel never sees
 * the calls, so the buffers hold what this program put there and every
 * member, string and array case is shown whatever the kernel. Without
 * it, one real call, whose result (or ENOSYS before 6.8) it expects. */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "dec.h"

#ifndef __NR_statmount
#define __NR_statmount 457
#define __NR_listmount 458
#endif

struct req_t {			/* struct mnt_id_req, 32 bytes since 6.11 */
	uint32_t size, mnt_ns_fd;
	uint64_t mnt_id, param, mnt_ns_id;
};

struct sm_t {			/* struct statmount's fixed part */
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
	uint32_t opt_num, opt_array, opt_sec_num, opt_sec_array;
	uint64_t supported_mask;
	uint32_t mnt_uidmap_num, mnt_uidmap, mnt_gidmap_num, mnt_gidmap;
	uint64_t spare[43];
};

#define ALL_MASK "STATMOUNT_SB_BASIC|STATMOUNT_MNT_BASIC|" \
	"STATMOUNT_PROPAGATE_FROM|STATMOUNT_MNT_ROOT|STATMOUNT_MNT_POINT|" \
	"STATMOUNT_FS_TYPE|STATMOUNT_MNT_NS_ID|STATMOUNT_MNT_OPTS|" \
	"STATMOUNT_FS_SUBTYPE|STATMOUNT_SB_SOURCE|STATMOUNT_OPT_ARRAY|" \
	"STATMOUNT_OPT_SEC_ARRAY|STATMOUNT_SUPPORTED_MASK|" \
	"STATMOUNT_MNT_UIDMAP|STATMOUNT_MNT_GIDMAP"

static const char inj[] = "0 (INJECTED)";

/* A struct statmount followed by its strings, at the end of a page
 * whose next page is unmapped: reading past the size faults. */
static struct sm_t *at_page_end(const void *strs, size_t n)
{
	long pg = sysconf(_SC_PAGESIZE);
	char *p = mmap(NULL, 2 * pg, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (p == MAP_FAILED)
		exit(2);
	munmap(p + pg, pg);
	p += pg - sizeof(struct sm_t) - n;
	memset(p, 0, sizeof(struct sm_t));
	memcpy(p + sizeof(struct sm_t), strs, n);
	return (struct sm_t *)p;
}

static long sm(const struct req_t *req, void *buf, unsigned long size,
	       unsigned flags)
{
	return syscall(__NR_statmount, req, buf, size, flags);
}

static void injected(void)
{
	struct req_t req = { 24, 0, 0x1234, 0x7fff, 0 };
	static const char strs[] = "dummy\0bar";
	static const char arr[] = "first\0second";
	struct sm_t *m;
	unsigned sz;

	/* The request: every mask bit by name; unknown ones in hex; the
	 * flags argument (an int). */
	sm(&req, NULL, 0, 1);
	expect(inj, "statmount({size=24, mnt_ns_fd=0, mnt_id=0x1234, "
	       "param=%s}, NULL, 0, STATMOUNT_BY_FD)", ALL_MASK);
	req.param = 0x8000;
	sm(&req, NULL, 0, 0xfffffffe);
	expect(inj, "statmount({size=24, mnt_ns_fd=0, mnt_id=0x1234, "
	       "param=0x8000 /* STATMOUNT_??? */}, NULL, 0, 0xfffffffe "
	       "/* STATMOUNT_??? */)");

	/* The basic members, with names for the magic and the flags. */
	m = at_page_end("", 0);
	m->size = sizeof(*m);
	m->mask = 0x3;		/* SB_BASIC|MNT_BASIC */
	m->sb_dev_major = 8;
	m->sb_dev_minor = 1;
	m->sb_magic = 0x9fa0;
	m->sb_flags = 0x2000091;
	m->mnt_id = 0x80000016;
	m->mnt_parent_id = 0x8000001b;
	m->mnt_id_old = 0x15;
	m->mnt_parent_id_old = 0x1a;
	m->mnt_attr = 0x2000ff;
	m->mnt_propagation = 0x140000;
	req.param = 3;
	sm(&req, m, sizeof(*m), 0);
	expect(inj, "statmount({size=24, mnt_ns_fd=0, mnt_id=0x1234, "
	       "param=STATMOUNT_SB_BASIC|STATMOUNT_MNT_BASIC}, {size=%zu, "
	       "mask=STATMOUNT_SB_BASIC|STATMOUNT_MNT_BASIC, sb_dev_major=8, "
	       "sb_dev_minor=1, sb_magic=PROC_SUPER_MAGIC, "
	       "sb_flags=MS_RDONLY|MS_SYNCHRONOUS|MS_DIRSYNC|MS_LAZYTIME, "
	       "mnt_id=0x80000016, mnt_parent_id=0x8000001b, "
	       "mnt_id_old=0x15, mnt_parent_id_old=0x1a, "
	       "mnt_attr=MOUNT_ATTR_RDONLY|MOUNT_ATTR_NOSUID|"
	       "MOUNT_ATTR_NODEV|MOUNT_ATTR_NOEXEC|MOUNT_ATTR__ATIME|"
	       "MOUNT_ATTR_NODIRATIME|MOUNT_ATTR_NOSYMFOLLOW, "
	       "mnt_propagation=MS_PRIVATE|MS_SHARED, mnt_peer_group=0, "
	       "mnt_master=0}, %zu, 0)", sizeof(*m), sizeof(*m));
	/* Unknown values: the magic in hex, the flags with a comment. */
	m->sb_magic = 0xfacefeed;
	m->sb_flags = 0x2;
	m->mask = 0x1;
	req.param = 1;
	sm(&req, m, sizeof(*m), 0);
	expect(inj, "statmount({size=24, mnt_ns_fd=0, mnt_id=0x1234, "
	       "param=STATMOUNT_SB_BASIC}, {size=%zu, mask=STATMOUNT_SB_BASIC, "
	       "sb_dev_major=8, sb_dev_minor=1, sb_magic=0xfacefeed, "
	       "sb_flags=0x2 /* MS_??? */}, %zu, 0)", sizeof(*m), sizeof(*m));

	/* Strings: an offset into the string area; past it, the offset. */
	m = at_page_end(strs, sizeof(strs));
	sz = sizeof(*m) + sizeof(strs);
	m->size = sz;
	m->mask = 0x98;		/* MNT_ROOT|MNT_POINT|MNT_OPTS */
	m->mnt_opts = 0;
	m->mnt_root = 6;
	m->mnt_point = 0x1000;
	sm(&req, m, sz, 0);
	expect(inj, "statmount({size=24, mnt_ns_fd=0, mnt_id=0x1234, "
	       "param=STATMOUNT_SB_BASIC}, {size=%u, mnt_opts=\"dummy\", "
	       "mask=STATMOUNT_MNT_ROOT|STATMOUNT_MNT_POINT|"
	       "STATMOUNT_MNT_OPTS, mnt_root=\"bar\", mnt_point=0x1000}, %u, "
	       "0)", sz, sz);
	/* A string the area ends before its NUL: cut there. */
	((char *)m)[sz - 1] = '!';
	sm(&req, m, sz, 0);
	expect(inj, "statmount({size=24, mnt_ns_fd=0, mnt_id=0x1234, "
	       "param=STATMOUNT_SB_BASIC}, {size=%u, mnt_opts=\"dummy\", "
	       "mask=STATMOUNT_MNT_ROOT|STATMOUNT_MNT_POINT|"
	       "STATMOUNT_MNT_OPTS, mnt_root=\"bar\"..., mnt_point=0x1000}, "
	       "%u, 0)", sz, sz);

	/* Arrays of strings, one after another; more than the area holds. */
	m = at_page_end(arr, sizeof(arr));
	sz = sizeof(*m) + sizeof(arr);
	m->size = sz;
	m->mask = 0x2c00;	/* OPT_ARRAY|OPT_SEC_ARRAY|MNT_UIDMAP */
	m->opt_num = 2;
	m->opt_sec_num = 0;
	m->mnt_uidmap_num = 3;
	sm(&req, m, sz, 0);
	expect(inj, "statmount({size=24, mnt_ns_fd=0, mnt_id=0x1234, "
	       "param=STATMOUNT_SB_BASIC}, {size=%u, "
	       "mask=STATMOUNT_OPT_ARRAY|STATMOUNT_OPT_SEC_ARRAY|"
	       "STATMOUNT_MNT_UIDMAP, opt_num=2, opt_array=[\"first\", "
	       "\"second\"], opt_sec_num=0, opt_sec_array=[], "
	       "mnt_uidmap_num=3, mnt_uidmap=[\"first\", \"second\", ???]}, "
	       "%u, 0)", sz, sz);

	/* A buffer too small for the size member: its address. A buffer
	 * that holds only the size: the rest reads as zero. */
	sm(&req, m, 3, 0);
	expect(inj, "statmount({size=24, mnt_ns_fd=0, mnt_id=0x1234, "
	       "param=STATMOUNT_SB_BASIC}, %p, 3, 0)", (void *)m);
	sm(&req, m, 4, 0);
	expect(inj, "statmount({size=24, mnt_ns_fd=0, mnt_id=0x1234, "
	       "param=STATMOUNT_SB_BASIC}, {size=%u, mask=0}, 4, 0)", sz);
}

/* One real call: the first mount's type and mount point. */
static void real(void)
{
	struct req_t req = { 24, 0, ~0ULL, 0, 0 };
	uint64_t id;
	static char buf[4096];
	struct sm_t *m = (struct sm_t *)buf;
	long r = syscall(__NR_listmount, &req, &id, 1, 0);

	/* Before 6.8 neither call exists: statmount of any id then fails
	 * with ENOSYS, and the buffer is shown by its address. */
	req.mnt_id = r == 1 ? id : 1;
	req.param = 0x30;	/* MNT_POINT|FS_TYPE */
	r = sm(&req, buf, sizeof(buf), 0);
	if (r < 0) {
		expect(failed_with(errno), "statmount({size=24, mnt_ns_fd=0, "
		       "mnt_id=%#llx, param=STATMOUNT_MNT_POINT|"
		       "STATMOUNT_FS_TYPE}, %p, %zu, 0)",
		       (unsigned long long)req.mnt_id, (void *)buf,
		       sizeof(buf));
		return;
	}
	expect("0", "statmount({size=24, mnt_ns_fd=0, mnt_id=%#llx, "
	       "param=STATMOUNT_MNT_POINT|STATMOUNT_FS_TYPE}, {size=%u, "
	       "mask=STATMOUNT_MNT_POINT|STATMOUNT_FS_TYPE, fs_type=\"%.32s\"%s, "
	       "mnt_point=\"%.32s\"%s}, %zu, 0)", (unsigned long long)id,
	       m->size, buf + sizeof(*m) + m->fs_type,
	       strlen(buf + sizeof(*m) + m->fs_type) > 32 ? "..." : "",
	       buf + sizeof(*m) + m->mnt_point,
	       strlen(buf + sizeof(*m) + m->mnt_point) > 32 ? "..." : "",
	       sizeof(buf));
}

int main(int argc, char **argv)
{
	setvbuf(stdout, NULL, _IONBF, 0);
	if (argc > 1 && !strcmp(argv[1], "inject"))
		injected();
	else
		real();
	printf("expect: +++ exited with 0 +++\n");
	return 0;
}
