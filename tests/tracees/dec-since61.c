/* Calls added after Linux 6.1 that take structs and flags of their own:
 * the *xattrat family (6.13), cachestat (6.5), mseal (6.10), the
 * LSM calls and listmount (6.8). Made with syscall(2); a kernel without a
 * call fails it with ENOSYS, and the expected lines follow the result,
 * since the arguments are decoded all the same. The UAPI structs are
 * defined here: the installed headers may predate them. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <asm/unistd.h>
#include "dec.h"

/* The same number on every ABI (the unified table since 4.x). */
#ifndef __NR_cachestat
#define __NR_cachestat 451
#endif
#ifndef __NR_mseal
#define __NR_mseal 462
#endif
#ifndef __NR_lsm_get_self_attr
#define __NR_lsm_get_self_attr 459
#define __NR_lsm_set_self_attr 460
#define __NR_lsm_list_modules 461
#endif
#ifndef __NR_listmount
#define __NR_listmount 458
#endif
#ifndef __NR_setxattrat
#define __NR_setxattrat 463
#define __NR_getxattrat 464
#define __NR_listxattrat 465
#define __NR_removexattrat 466
#endif

struct xattr_args_t {		/* struct xattr_args, 6.13 */
	uint64_t value;
	uint32_t size;
	uint32_t flags;
};

struct cachestat_range_t {	/* 6.5 */
	uint64_t off;
	uint64_t len;
};

struct cachestat_t {
	uint64_t nr_cache;
	uint64_t nr_dirty;
	uint64_t nr_writeback;
	uint64_t nr_evicted;
	uint64_t nr_recently_evicted;
};

struct lsm_ctx_t {		/* 6.8 */
	uint64_t id;
	uint64_t flags;
	uint64_t len;
	uint64_t ctx_len;
	unsigned char ctx[8];
};

struct mnt_id_req_t {		/* 6.8; mnt_ns_id 6.11 */
	uint32_t size;
	uint32_t mnt_ns_fd;
	uint64_t mnt_id;
	uint64_t param;
	uint64_t mnt_ns_id;
	uint64_t extra;
};

static char result[128];

/* The result as abitrace prints it. */
static const char *res(long r, int err)
{
	if (r < 0)
		return failed_with(err);
	snprintf(result, sizeof(result), "%ld", r);
	return result;
}

/* n bytes quoted as strace quotes them, cut at 32 ("-s 32"). */
static const char *quote(const char *s, size_t n)
{
	static char out[4 * 32 + 8];
	size_t i, o = 0, show = n > 32 ? 32 : n;

	out[o++] = '"';
	for (i = 0; i < show; i++) {
		unsigned char ch = s[i];
		int digit_next = i + 1 < show && s[i + 1] >= '0' &&
				 s[i + 1] <= '7';

		if (ch == '"' || ch == '\\')
			o += sprintf(out + o, "\\%c", ch);
		else if (ch >= ' ' && ch < 0x7f)
			out[o++] = ch;
		else if (!digit_next)
			o += sprintf(out + o, "\\%o", ch);
		else
			o += sprintf(out + o, "\\%03o", ch);
	}
	out[o++] = '"';
	out[o] = 0;
	if (n > show)
		strcat(out, "...");
	return out;
}

static void xattrat(const char *file)
{
	static const char value[] = { 'f', 'o', 'o', 0, 'b', 'a', 'r' };
	unsigned char big[24] __attribute__((aligned(8)));
	struct xattr_args_t *a = (struct xattr_args_t *)big, *tail;
	char *end;
	char buf[256], vbuf[64];
	long r;

	memset(big, 0, sizeof(big));
	a->value = (uintptr_t)value;
	a->size = sizeof(value);
	a->flags = 1;	/* XATTR_CREATE */
	r = syscall(__NR_setxattrat, AT_FDCWD, file, 0, "user.abt", a,
		    sizeof(*a));
	expect(res(r, errno), "setxattrat(AT_FDCWD, \"%s\", 0, \"user.abt\", "
	       "{value=\"foo\\0bar\", size=7, flags=XATTR_CREATE}, 16)",
	       file);

	/* The bytes past the known fields, an unknown flag, a size under
	 * the first version's: the kernel refuses them all. */
	big[20] = 0xab;
	a->flags = 6;
	r = syscall(__NR_setxattrat, AT_FDCWD, file, AT_SYMLINK_NOFOLLOW | 1,
		    "user.abt", a, sizeof(big));
	expect(res(r, errno), "setxattrat(AT_FDCWD, \"%s\", "
	       "AT_SYMLINK_NOFOLLOW|0x1, \"user.abt\", {value=\"foo\\0bar\", "
	       "size=7, flags=XATTR_REPLACE|0x4, /* bytes 16..23 */ "
	       "\"\\x00\\x00\\x00\\x00\\xab\\x00\\x00\\x00\"}, 24)", file);
	r = syscall(__NR_setxattrat, AT_FDCWD, file, 0, "user.abt", a, 8);
	expect(res(r, errno), "setxattrat(AT_FDCWD, \"%s\", 0, \"user.abt\", "
	       "%p, 8)", file, (void *)a);

	/* Its length first (size 0: nothing written), then the value. */
	a->value = (uintptr_t)vbuf;
	a->size = 0;
	a->flags = 0;
	r = syscall(__NR_getxattrat, AT_FDCWD, file, 0, "user.abt", a,
		    sizeof(*a));
	expect(res(r, errno), "getxattrat(AT_FDCWD, \"%s\", 0, \"user.abt\", "
	       "{value=%p, size=0, flags=0}, 16)", file, (void *)vbuf);
	a->size = sizeof(vbuf);
	r = syscall(__NR_getxattrat, AT_FDCWD, file, 0, "user.abt", a,
		    sizeof(*a));
	if (r < 0)
		snprintf(buf, sizeof(buf), "%p", (void *)vbuf);
	else
		snprintf(buf, sizeof(buf), "%s", quote(vbuf, r));
	expect(res(r, errno), "getxattrat(AT_FDCWD, \"%s\", 0, \"user.abt\", "
	       "{value=%s, size=%zu, flags=0}, 16)", file, buf, sizeof(vbuf));
	/* getxattr with a size of 0 only asks for the length: the kernel
	 * writes nothing, so the buffer is an address even on success. */
	r = syscall(SYS_getxattr, file, "user.abt", vbuf, 0);
	expect(res(r, errno), "getxattr(\"%s\", \"user.abt\", %p, 0)", file,
	       (void *)vbuf);
	/* A size past the end of the mapping: the rest is unreadable. */
	end = mmap(NULL, 2 * 4096, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (end == MAP_FAILED)
		return;
	munmap(end + 4096, 4096);
	tail = (struct xattr_args_t *)(end + 4096) - 1;
	*tail = *a;
	tail->flags = 0xfffffffc;
	r = syscall(__NR_getxattrat, -1, NULL, AT_EMPTY_PATH, "user.abt",
		    tail, sizeof(*tail) + 1);
	expect(res(r, errno), "getxattrat(-1, NULL, AT_EMPTY_PATH, "
	       "\"user.abt\", {value=%p, size=%zu, flags=0xfffffffc "
	       "/* XATTR_??? */, ???}, 17)", (void *)vbuf, sizeof(vbuf));
	munmap(end, 4096);

	r = syscall(__NR_listxattrat, AT_FDCWD, file, AT_SYMLINK_NOFOLLOW,
		    buf, sizeof(buf));
	expect(res(r, errno), "listxattrat(AT_FDCWD, \"%s\", "
	       "AT_SYMLINK_NOFOLLOW, %s, %zu)", file,
	       r < 0 ? (snprintf(vbuf, sizeof(vbuf), "%p", (void *)buf), vbuf)
		     : quote(buf, r), sizeof(buf));
	r = syscall(__NR_removexattrat, AT_FDCWD, file, -1, "user.abt");
	expect(res(r, errno), "removexattrat(AT_FDCWD, \"%s\", "
	       "AT_SYMLINK_NOFOLLOW|AT_EMPTY_PATH|0xffffeeff, \"user.abt\")",
	       file);
#if __SIZEOF_LONG__ == 8
	/* The flags are an unsigned int: the kernel ignores the upper half
	 * of the register. */
	r = syscall(__NR_removexattrat, AT_FDCWD, file,
		    0xdefaced00000000L | AT_SYMLINK_NOFOLLOW, "user.abt");
	expect(res(r, errno), "removexattrat(AT_FDCWD, \"%s\", "
	       "AT_SYMLINK_NOFOLLOW, \"user.abt\")", file);
#endif
	r = syscall(__NR_removexattrat, AT_FDCWD, file, 0, "user.abt");
	expect(res(r, errno), "removexattrat(AT_FDCWD, \"%s\", 0, "
	       "\"user.abt\")", file);
}

static void cachestat(const char *file)
{
	struct cachestat_range_t range = { 0x1000, 8192 };
	struct cachestat_t cs;
	char buf[4096], shown[256];
	int fd;
	long r;

	fd = open(file, O_RDWR);
	memset(buf, 'x', sizeof(buf));
	if (fd < 0 || write(fd, buf, sizeof(buf)) != sizeof(buf))
		return;
	expect("4096", "write(%d, \"%s\"..., 4096)", fd, "xxxxxxxxxxxxxxxx"
	       "xxxxxxxxxxxxxxxx");
	r = syscall(__NR_cachestat, fd, &range, &cs, 0);
	if (r < 0)
		snprintf(shown, sizeof(shown), "%p", (void *)&cs);
	else
		snprintf(shown, sizeof(shown), "{nr_cache=%llu, nr_dirty=%llu, "
			 "nr_writeback=%llu, nr_evicted=%llu, "
			 "nr_recently_evicted=%llu}",
			 (unsigned long long)cs.nr_cache,
			 (unsigned long long)cs.nr_dirty,
			 (unsigned long long)cs.nr_writeback,
			 (unsigned long long)cs.nr_evicted,
			 (unsigned long long)cs.nr_recently_evicted);
	expect(res(r, errno), "cachestat(%d, {off=0x1000, len=8192}, %s, 0)",
	       fd, shown);
	range.off = 0;
	range.len = 0;
	r = syscall(__NR_cachestat, fd, &range, (char *)&cs + 1, -1);
	expect(res(r, errno), "cachestat(%d, {off=0, len=0}, %p, 0xffffffff)",
	       fd, (void *)((char *)&cs + 1));
	r = syscall(__NR_cachestat, -1, NULL, NULL, 0);
	expect(res(r, errno), "cachestat(-1, NULL, NULL, 0)");
	close(fd);
	expect("0", "close(%d)", fd);
}

/* mseal's flags are an unsigned long that no bit is defined for yet. */
static void mseal_(void)
{
	long r;

	r = syscall(__NR_mseal, 0, 0, -1L);
	expect(res(r, errno), "mseal(NULL, 0, %#lx)", -1UL);
	r = syscall(__NR_mseal, 0, 0, 0);
	expect(res(r, errno), "mseal(NULL, 0, 0)");
}

static const char *const lsm_ids[] = {
	[0] = "LSM_ID_UNDEF", [100] = "LSM_ID_CAPABILITY",
	[101] = "LSM_ID_SELINUX", [102] = "LSM_ID_SMACK",
	[103] = "LSM_ID_TOMOYO", [104] = "LSM_ID_APPARMOR",
	[105] = "LSM_ID_YAMA", [106] = "LSM_ID_LOADPIN",
	[107] = "LSM_ID_SAFESETID", [108] = "LSM_ID_LOCKDOWN",
	[109] = "LSM_ID_BPF", [110] = "LSM_ID_LANDLOCK", [111] = "LSM_ID_IMA",
	[112] = "LSM_ID_EVM", [113] = "LSM_ID_IPE",
};

/* lsm_list_modules writes the ids of the active LSMs and sets the size
 * to the bytes it wrote; the others are made to fail (flags). */
static void lsm(void)
{
	uint64_t ids[32];
	uint32_t size = sizeof(ids);
	struct lsm_ctx_t ctx = { 101, 0x10, sizeof(ctx), 2, { 0x80, 'a' } };
	char shown[2048];
	size_t o = 0;
	long r;

	r = syscall(__NR_lsm_list_modules, NULL, NULL, 0);
	expect(res(r, errno), "lsm_list_modules(NULL, NULL, 0)");
	r = syscall(__NR_lsm_list_modules, ids, &size, 0);
	if (r < 0) {
		o = snprintf(shown, sizeof(shown), "%p", (void *)ids);
	} else {
		for (long i = 0; i < r && i < 32; i++) {
			uint64_t id = ids[i];

			if (id < sizeof(lsm_ids) / sizeof(lsm_ids[0]) &&
			    lsm_ids[id])
				o += snprintf(shown + o, sizeof(shown) - o,
					      "%s%s", i ? ", " : "[",
					      lsm_ids[id]);
			else
				o += snprintf(shown + o, sizeof(shown) - o,
					      "%s%#llx /* LSM_ID_??? */",
					      i ? ", " : "[",
					      (unsigned long long)id);
		}
		snprintf(shown + o, sizeof(shown) - o, "%s]", r ? "" : "[");
	}
	if (size != sizeof(ids))
		expect(res(r, errno), "lsm_list_modules(%s, [%zu => %u], 0)",
		       shown, sizeof(ids), size);
	else
		expect(res(r, errno), "lsm_list_modules(%s, [%u], 0)", shown,
		       size);
	r = syscall(__NR_lsm_list_modules, ids, &size, -1);
	expect(res(r, errno), "lsm_list_modules(%p, [%u], 0xffffffff)",
	       (void *)ids, size);

	/* No flag is defined for setting: any is EINVAL. */
	r = syscall(__NR_lsm_set_self_attr, 100, &ctx, sizeof(ctx), 1);
	expect(res(r, errno), "lsm_set_self_attr(LSM_ATTR_CURRENT, "
	       "{id=LSM_ID_SELINUX, flags=0x10, len=%zu, ctx_len=2, "
	       "ctx=\"\\x80\\x61\"}, %zu, 0x1)", sizeof(ctx), sizeof(ctx));
	ctx.id = 99;
	ctx.ctx_len = 0;
	r = syscall(__NR_lsm_set_self_attr, 0xfacefed1, &ctx, sizeof(ctx), 2);
	expect(res(r, errno), "lsm_set_self_attr(0xfacefed1 /* LSM_ATTR_??? */"
	       ", {id=0x63, flags=0x10, len=%zu, ctx_len=0}, %zu, 0x2)",
	       sizeof(ctx), sizeof(ctx));
	size = 16;
	r = syscall(__NR_lsm_get_self_attr, 101, NULL, &size, 3);
	expect(res(r, errno), "lsm_get_self_attr(LSM_ATTR_EXEC, NULL, [16], "
	       "LSM_FLAG_SINGLE|0x2)");
}

/* Mount ids as abitrace shows them: n of them, in hex. */
static const char *hex_ids(const uint64_t *ids, long n)
{
	static char out[1024];
	size_t o = 0;

	out[o++] = '[';
	for (long i = 0; i < n; i++)
		o += snprintf(out + o, sizeof(out) - o, "%s%#llx",
			      i ? ", " : "", (unsigned long long)ids[i]);
	snprintf(out + o, sizeof(out) - o, "]");
	return out;
}

static void listmount(void)
{
	struct mnt_id_req_t req = { 24, 0, ~0ULL, 0, 0, 0 };
	uint64_t ids[4];
	char shown[64];
	long r;

	r = syscall(__NR_listmount, NULL, NULL, 0, 0);
	expect(res(r, errno), "listmount(NULL, NULL, 0, 0)");
	/* From the root mount, at most 4 ids. */
	r = syscall(__NR_listmount, &req, ids, 4, 0);
	snprintf(shown, sizeof(shown), "%p", (void *)ids);
	expect(res(r, errno), "listmount({size=24, mnt_ns_fd=0, "
	       "mnt_id=LSMT_ROOT, param=0}, %s, 4, 0)",
	       r < 0 ? shown : hex_ids(ids, r));
	req.size = 32;
	req.mnt_id = 0x1234;
	r = syscall(__NR_listmount, &req, ids, 0, 1);
	expect(res(r, errno), "listmount({size=32, mnt_ns_fd=0, "
	       "mnt_id=0x1234, param=0, mnt_ns_id=0}, [], 0, "
	       "LISTMOUNT_REVERSE)");
	/* Too small, bytes past the known fields, unknown flags. */
	req.size = 20;
	r = syscall(__NR_listmount, &req, NULL, 0, -1);
	expect(res(r, errno), "listmount({size=20}, NULL, 0, "
	       "LISTMOUNT_REVERSE|0xfffffffe)");
	req.size = 40;
	req.extra = 0x7f;
	r = syscall(__NR_listmount, &req, NULL, 0, 0);
	expect(res(r, errno), "listmount({size=40, mnt_ns_fd=0, "
	       "mnt_id=0x1234, param=0, mnt_ns_id=0, /* bytes 32..39 */ "
	       "\"\\x7f\\x00\\x00\\x00\\x00\\x00\\x00\\x00\"}, NULL, 0, 0)");
}

/* rseq_slice_yield (Linux 7.0) takes no argument; before 7.0, or
 * without an rseq time slice granted, the kernel's answer is the
 * result. */
static void rseq_slice_yield(void)
{
	long r = syscall(471);

	expect(res(r, errno), "rseq_slice_yield()");
}

int main(void)
{
	static const char file[] = "dec-since61.tmp";

	setvbuf(stdout, NULL, _IONBF, 0);
	close(creat(file, 0600));
	xattrat(file);
	cachestat(file);
	mseal_();
	lsm();
	listmount();
	rseq_slice_yield();
	unlink(file);
	printf("expect: +++ exited with 0 +++\n");
	return 0;
}
