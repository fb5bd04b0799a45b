/* memcause.c - what failure-cause on memory (src/notes/fc_mem.c)
 * assumes of the kernel: a copy faults from the start of its range, so
 * a range whose first bytes are fine and whose tail is not gives a
 * short count, not EFAULT, where the call can return one; a struct is
 * copied whole; sendto reads its address before its buffer; ENOMEM of
 * mprotect, munlock, madvise, msync and mincore for a range with a page
 * not mapped; of mmap over RLIMIT_AS; of mlock over RLIMIT_MEMLOCK
 * without CAP_IPC_LOCK (and EPERM, not ENOMEM, with the limit 0); of
 * mlockall(MCL_CURRENT) with more mapped than it (MCL_FUTURE alone
 * works); EAGAIN, not ENOMEM, of mmap with MAP_LOCKED and of mremap
 * growing a locked mapping over it; and at vm.max_map_count ENOMEM of
 * mprotect, munmap and mlock that must split a mapping, EAGAIN of
 * madvise's, while mmap still takes one more and then ENOMEM. */
#include "kcheck.h"

#include <fcntl.h>
#include <linux/capability.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/utsname.h>

/* vm.max_map_count reached by splitting one mapping page by page. */
static void max_map_count(long ps)
{
	char buf[32], *big, *p;
	int fd = open("/proc/sys/vm/max_map_count", O_RDONLY);
	ssize_t k = fd < 0 ? -1 : read(fd, buf, sizeof(buf) - 1);
	long max = 0, i, r = 0;
	int e = 0;

	if (fd >= 0)
		close(fd);
	if (k > 0) {
		buf[k] = '\0';
		max = atol(buf);
	}
	if (max <= 0 || max > 1000000) {
		kc_skip("splits at vm.max_map_count", "limit unread or too high");
		return;
	}
	big = mmap(NULL, (size_t)(max + 16) * ps, PROT_READ, MAP_PRIVATE |
		   MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
	fd = open("/dev/zero", O_RDWR);
	if (big == MAP_FAILED || fd < 0)
		exit(2);
	for (i = 1; i < max + 15; i += 2) {
		r = syscall(SYS_mprotect, big + i * ps, ps, PROT_NONE);
		if (r) {
			e = errno;
			break;
		}
	}
	KC_EXPECT("mprotect splitting at vm.max_map_count", (errno = e, r),
		  ENOMEM);
	p = big + (i + 3) * ps;
	KC_EXPECT("munmap inside a mapping at vm.max_map_count",
		  syscall(SYS_munmap, p, ps), ENOMEM);
	KC_EXPECT("mlock inside a mapping at vm.max_map_count",
		  syscall(SYS_mlock, p, ps), ENOMEM);
	KC_EXPECT("madvise inside a mapping at vm.max_map_count",
		  syscall(SYS_madvise, p, ps, MADV_DONTFORK), EAGAIN);
	KC_EXPECT("mmap at vm.max_map_count",
		  mmap(NULL, ps, PROT_READ, MAP_SHARED, fd, 0) == MAP_FAILED ?
		  -1 : 0, 0);
	KC_EXPECT("mmap over vm.max_map_count",
		  mmap(NULL, ps, PROT_READ, MAP_SHARED, fd, 0) == MAP_FAILED ?
		  -1 : 0, ENOMEM);
}

int main(void)
{
	long ps = sysconf(_SC_PAGESIZE);
	int fd = open("/dev/zero", O_RDONLY), sv[2];
	char *two = mmap(NULL, 2 * ps, PROT_READ | PROT_WRITE,
			 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	char *ro = mmap(NULL, ps, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	char *three = mmap(NULL, 3 * ps, PROT_READ | PROT_WRITE,
			   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	char *hole, *e;
	struct iovec iov[2];
	struct rlimit as, ml, low;
	unsigned char vec[3];
	long r;

	if (fd < 0 || two == MAP_FAILED || ro == MAP_FAILED ||
	    three == MAP_FAILED || munmap(two + ps, ps) ||
	    munmap(three + ps, ps) || socketpair(AF_UNIX, SOCK_DGRAM, 0, sv))
		return 2;
	hole = e = two + ps;

	KC_EXPECT("read into a read-only page", syscall(SYS_read, fd, ro, 16),
		  EFAULT);
	r = syscall(SYS_read, fd, e - 8, 16);
	kc_report(r == 8, "read whose tail is not mapped",
		  "returned %ld (expected a short count, 8)", r);
	iov[0].iov_base = two;
	iov[0].iov_len = 0;
	iov[1].iov_base = hole;
	iov[1].iov_len = 16;
	KC_EXPECT("readv, element 1 not mapped after an empty one",
		  syscall(SYS_readv, fd, iov, 2), EFAULT);
	iov[0].iov_len = 16;
	r = syscall(SYS_readv, fd, iov, 2);
	kc_report(r == 16, "readv, element 1 not mapped after a full one",
		  "returned %ld (expected a short count, 16)", r);
	KC_EXPECT("uname across a hole", syscall(SYS_uname, e - 100), EFAULT);
	KC_EXPECT("sendto, address not mapped, buffer's tail not mapped",
		  syscall(SYS_sendto, sv[0], e - 8, 16, 0, hole, 16), EFAULT);

	KC_EXPECT("mprotect over a hole",
		  syscall(SYS_mprotect, three, 3 * ps, PROT_READ), ENOMEM);
	KC_EXPECT("munlock over a hole", syscall(SYS_munlock, three, 3 * ps),
		  ENOMEM);
	KC_EXPECT("madvise(MADV_DONTNEED) over a hole",
		  syscall(SYS_madvise, three, 3 * ps, MADV_DONTNEED), ENOMEM);
	KC_EXPECT("msync over a hole",
		  syscall(SYS_msync, three, 3 * ps, MS_ASYNC), ENOMEM);
	KC_EXPECT("mincore over a hole",
		  syscall(SYS_mincore, three, 3 * ps, vec), ENOMEM);

	if (getrlimit(RLIMIT_AS, &as))
		return 2;
	low.rlim_cur = 64L << 20;	/* far below what 1 GiB more needs */
	low.rlim_max = as.rlim_max;
	if (as.rlim_max != RLIM_INFINITY && as.rlim_max < low.rlim_cur) {
		kc_skip("mmap over RLIMIT_AS", "hard limit below 64 MiB");
	} else {
		if (setrlimit(RLIMIT_AS, &low))
			return 2;
		r = (long)mmap(NULL, 1L << 30, PROT_NONE,
			       MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE,
			       -1, 0);
		kc_report(r == (long)MAP_FAILED && errno == ENOMEM,
			  "mmap over RLIMIT_AS", "returned %s",
			  r == (long)MAP_FAILED ? strerrorname_np(errno) :
			  "an address");
		if (setrlimit(RLIMIT_AS, &as))
			return 2;
	}

	if (geteuid() == 0) {	/* the limit does not bind CAP_IPC_LOCK */
		struct __user_cap_header_struct h = {
			_LINUX_CAPABILITY_VERSION_3, 0 };
		struct __user_cap_data_struct d[2];

		if (syscall(SYS_capget, &h, d))
			return 2;
		d[0].effective &= ~(1u << CAP_IPC_LOCK);
		if (syscall(SYS_capset, &h, d))
			return 2;
	}
	if (getrlimit(RLIMIT_MEMLOCK, &ml))
		return 2;
	if (ml.rlim_max != RLIM_INFINITY && ml.rlim_max < (rlim_t)(4 * ps)) {
		kc_skip("mlock over RLIMIT_MEMLOCK", "hard limit below 4 pages");
		return kc_exit();
	}
	low.rlim_cur = 2 * ps;
	low.rlim_max = ml.rlim_max;
	if (setrlimit(RLIMIT_MEMLOCK, &low))
		return 2;
	KC_EXPECT("mlock of 3 pages over RLIMIT_MEMLOCK of 2",
		  syscall(SYS_mlock, two, ps) ? -1 :
		  syscall(SYS_mlock, three + 2 * ps, ps) ? -1 :
		  syscall(SYS_mlock, ro, ps), ENOMEM);
	KC_EXPECT("mlockall(MCL_CURRENT) over RLIMIT_MEMLOCK",
		  syscall(SYS_mlockall, MCL_CURRENT), ENOMEM);
	KC_EXPECT("mmap MAP_LOCKED over RLIMIT_MEMLOCK",
		  mmap(NULL, 2 * ps, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS |
		       MAP_LOCKED, -1, 0) == MAP_FAILED ? -1 : 0, EAGAIN);
	KC_EXPECT("mremap growing a locked mapping over RLIMIT_MEMLOCK",
		  mremap(two, ps, 4 * ps, MREMAP_MAYMOVE) == MAP_FAILED ? -1 : 0,
		  EAGAIN);
	max_map_count(ps);
	low.rlim_cur = 0;
	if (syscall(SYS_munlock, two, ps) || syscall(SYS_munlock, three + 2 * ps, ps) ||
	    setrlimit(RLIMIT_MEMLOCK, &low))
		return 2;
	KC_EXPECT("mlock with RLIMIT_MEMLOCK 0", syscall(SYS_mlock, ro, ps),
		  EPERM);
	return kc_exit();
}
