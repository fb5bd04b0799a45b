/* file_getattr and file_setattr (Linux 6.17): struct file_attr. With
 * "inject" as argument the test runs it under -e inject=file_getattr:
 * retval=0 and -e inject=file_setattr:retval=0: the kernel never sees
 * the calls, so every field and size case is shown whatever the
 * kernel. Without it, real calls on a file of its own, whose results
 * (ENOSYS before 6.17) it expects. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "dec.h"

#ifndef __NR_file_getattr
#define __NR_file_getattr 468
#define __NR_file_setattr 469
#endif

struct fa_t {			/* struct file_attr, FILE_ATTR_SIZE_VER0 */
	uint64_t fa_xflags;
	uint32_t fa_extsize, fa_nextents, fa_projid, fa_cowextsize;
};

#define ALL_XFLAGS "FS_XFLAG_REALTIME|FS_XFLAG_PREALLOC|" \
	"FS_XFLAG_IMMUTABLE|FS_XFLAG_APPEND|FS_XFLAG_SYNC|FS_XFLAG_NOATIME|" \
	"FS_XFLAG_NODUMP|FS_XFLAG_RTINHERIT|FS_XFLAG_PROJINHERIT|" \
	"FS_XFLAG_NOSYMLINKS|FS_XFLAG_EXTSIZE|FS_XFLAG_EXTSZINHERIT|" \
	"FS_XFLAG_NODEFRAG|FS_XFLAG_FILESTREAM|FS_XFLAG_DAX|" \
	"FS_XFLAG_COWEXTSIZE|FS_XFLAG_VERITY|FS_XFLAG_HASATTR|" \
	"FS_XFLAG_CASEFOLD|FS_XFLAG_CASENONPRESERVING"

static const char inj[] = "0 (INJECTED)";

static long fa_call(long nr, int dirfd, const char *path, void *fa,
		    size_t size, unsigned flags)
{
	return syscall(nr, dirfd, path, fa, size, flags);
}

static const char *res(long r)
{
	return r < 0 ? failed_with(errno) : "0";
}

/* The fields after fa_xflags, as the get call shows them; the set
 * call leaves fa_nextents out (the kernel ignores it there). */
static const char *fields(const struct fa_t *a, bool get)
{
	static char buf[256];
	char n[32] = "";

	if (get)
		snprintf(n, sizeof(n), ", fa_nextents=%u", a->fa_nextents);
	snprintf(buf, sizeof(buf), "fa_extsize=%u%s, fa_projid=%#x, "
		 "fa_cowextsize=%u", a->fa_extsize, n, a->fa_projid,
		 a->fa_cowextsize);
	return buf;
}

static void injected(void)
{
	long pg = sysconf(_SC_PAGESIZE);
	char *p = mmap(NULL, 2 * pg, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	struct fa_t *fa, a;
	unsigned char *tail;

	if (p == MAP_FAILED || munmap(p + pg, pg))
		exit(2);
	/* The struct at the end of the page: reading past it faults. */
	fa = (struct fa_t *)(p + pg - sizeof(*fa));
	a = (struct fa_t){ 0x800ffffbULL, 0xdeadbeef, 0xfacefeed,
			   0xcafef00d, 0xbabec0de };
	*fa = a;
	fa_call(__NR_file_getattr, AT_FDCWD, "", fa, sizeof(*fa), 0);
	expect(inj, "file_getattr(AT_FDCWD, \"\", {fa_xflags=" ALL_XFLAGS
	       ", fa_extsize=%u, fa_nextents=%u, fa_projid=%#x, "
	       "fa_cowextsize=%u}, 24, 0)", a.fa_extsize, a.fa_nextents,
	       a.fa_projid, a.fa_cowextsize);
	fa_call(__NR_file_setattr, AT_FDCWD, "", fa, sizeof(*fa), 0);
	expect(inj, "file_setattr(AT_FDCWD, \"\", {fa_xflags=" ALL_XFLAGS
	       ", fa_extsize=%u, fa_projid=%#x, fa_cowextsize=%u}, 24, 0)",
	       a.fa_extsize, a.fa_projid, a.fa_cowextsize);

	/* No known bit: hex with the set's unknown name. */
	fa->fa_xflags = 0xffffffff7ff00004ULL;
	fa_call(__NR_file_setattr, AT_FDCWD, "f", fa, sizeof(*fa),
		0x1100);
	expect(inj, "file_setattr(AT_FDCWD, \"f\", {fa_xflags="
	       "0xffffffff7ff00004 /* FS_XFLAG_??? */, fa_extsize=%u, "
	       "fa_projid=%#x, fa_cowextsize=%u}, 24, "
	       "AT_SYMLINK_NOFOLLOW|AT_EMPTY_PATH)", a.fa_extsize,
	       a.fa_projid, a.fa_cowextsize);

	/* Too small, too big (more than a page), NULL: no read. */
	fa_call(__NR_file_getattr, -1, "", fa, 23, 0);
	expect(inj, "file_getattr(-1, \"\", %p, 23, 0)", (void *)fa);
	fa_call(__NR_file_setattr, -1, "", fa, pg + 1, 0);
	expect(inj, "file_setattr(-1, \"\", %p, %ld, 0)", (void *)fa, pg + 1);
	fa_call(__NR_file_getattr, -1, "", NULL, 24, 0);
	expect(inj, "file_getattr(-1, \"\", NULL, 24, 0)");
	/* Only part of the struct readable: its address. */
	fa_call(__NR_file_getattr, -1, "", p + pg - 23, 24, 0);
	expect(inj, "file_getattr(-1, \"\", %p, 24, 0)", p + pg - 23);

	/* A bigger size: the bytes past the struct, when readable and not
	 * all zero; unreadable, "???". */
	fa_call(__NR_file_setattr, -1, "", fa, 32, 0);
	expect(inj, "file_setattr(-1, \"\", {fa_xflags=0xffffffff7ff00004 "
	       "/* FS_XFLAG_??? */, fa_extsize=%u, fa_projid=%#x, "
	       "fa_cowextsize=%u, ???}, 32, 0)", a.fa_extsize,
	       a.fa_projid, a.fa_cowextsize);
	fa = (struct fa_t *)(p + pg - sizeof(*fa) - 8);
	memset(fa, 0, sizeof(*fa));
	tail = (unsigned char *)(fa + 1);
	for (int i = 0; i < 8; i++)
		tail[i] = 0x80 + i;
	fa_call(__NR_file_getattr, 3, "", fa, 32, 0);
	expect(inj, "file_getattr(3, \"\", {fa_xflags=0, fa_extsize=0, "
	       "fa_nextents=0, fa_projid=0, fa_cowextsize=0, /* bytes "
	       "24..31 */ \"\\x80\\x81\\x82\\x83\\x84\\x85\\x86\\x87\"}, "
	       "32, 0)");
	memset(tail, 0, 8);
	fa_call(__NR_file_getattr, 3, "", fa, 32, 0);
	expect(inj, "file_getattr(3, \"\", {fa_xflags=0, fa_extsize=0, "
	       "fa_nextents=0, fa_projid=0, fa_cowextsize=0}, 32, 0)");
}

/* fa_xflags as abitrace names them, for what the kernel returned. */
static const char *xflags(uint64_t v)
{
	static const struct { uint64_t bit; const char *name; } n[] = {
		{ 0x1, "REALTIME" }, { 0x2, "PREALLOC" }, { 0x8, "IMMUTABLE" },
		{ 0x10, "APPEND" }, { 0x20, "SYNC" }, { 0x40, "NOATIME" },
		{ 0x80, "NODUMP" }, { 0x100, "RTINHERIT" },
		{ 0x200, "PROJINHERIT" }, { 0x400, "NOSYMLINKS" },
		{ 0x800, "EXTSIZE" }, { 0x1000, "EXTSZINHERIT" },
		{ 0x2000, "NODEFRAG" }, { 0x4000, "FILESTREAM" },
		{ 0x8000, "DAX" }, { 0x10000, "COWEXTSIZE" },
		{ 0x20000, "VERITY" }, { 0x80000000, "HASATTR" },
		{ 0x40000, "CASEFOLD" }, { 0x80000, "CASENONPRESERVING" },
	};
	static char buf[1024];
	size_t len = 0;

	if (!v)
		return "0";
	buf[0] = 0;
	for (size_t i = 0; i < sizeof(n) / sizeof(n[0]); i++) {
		if (!(v & n[i].bit))
			continue;
		len += snprintf(buf + len, sizeof(buf) - len, "%sFS_XFLAG_%s",
				len ? "|" : "", n[i].name);
		v &= ~n[i].bit;
	}
	if (v)
		snprintf(buf + len, sizeof(buf) - len, len ? "|%#llx" :
			 "%#llx /* FS_XFLAG_??? */", (unsigned long long)v);
	return buf;
}

/* Real calls: the attributes of a file of its own, read and written
 * back; a flag the calls refuse; a size the kernel refuses; bytes past
 * the struct that are not zero. Before 6.17 each fails with ENOSYS
 * and shows the address where the kernel would have read nothing. */
static void real(void)
{
	char path[] = "/tmp/abitrace-fileattr-XXXXXX";
	struct { struct fa_t a; uint64_t more; } big;
	struct fa_t fa;
	int fd = mkstemp(path);
	long r;

	if (fd < 0)
		exit(2);
	memset(&fa, 0, sizeof(fa));
	r = fa_call(__NR_file_getattr, AT_FDCWD, path, &fa, sizeof(fa), 0);
	if (r < 0)
		expect(res(r), "file_getattr(AT_FDCWD, \"%s\", %p, 24, 0)",
		       path, (void *)&fa);
	else
		expect("0", "file_getattr(AT_FDCWD, \"%s\", {fa_xflags=%s, "
		       "%s}, 24, 0)", path, xflags(fa.fa_xflags),
		       fields(&fa, true));

	/* AT_REMOVEDIR is no flag of these calls: EINVAL (6.17+). */
	r = fa_call(__NR_file_getattr, AT_FDCWD, path, &fa, sizeof(fa),
		    0x200);
	expect(res(r), "file_getattr(AT_FDCWD, \"%s\", %p, 24, "
	       "0x200 /* AT_??? */)", path, (void *)&fa);
	r = fa_call(__NR_file_getattr, fd, "", &fa, 23, 0x1000);
	expect(res(r), "file_getattr(%d, \"\", %p, 23, AT_EMPTY_PATH)", fd,
	       (void *)&fa);

	r = fa_call(__NR_file_setattr, fd, "", &fa, sizeof(fa), 0x1000);
	expect(res(r), "file_setattr(%d, \"\", {fa_xflags=%s, %s}, 24, "
	       "AT_EMPTY_PATH)", fd, xflags(fa.fa_xflags), fields(&fa, false));
	/* A newer struct the kernel does not know, with a non-zero byte
	 * past the one it knows: E2BIG (6.17+). */
	big.a = fa;
	big.more = 0x2a;
	r = fa_call(__NR_file_setattr, fd, "", &big, sizeof(big), 0x1000);
	expect(res(r), "file_setattr(%d, \"\", {fa_xflags=%s, %s, /* bytes "
	       "24..31 */ \"\\x2a\\x00\\x00\\x00\\x00\\x00\\x00\\x00\"}, 32, "
	       "AT_EMPTY_PATH)", fd, xflags(fa.fa_xflags), fields(&fa, false));
	unlink(path);
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
