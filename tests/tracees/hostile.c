/* A tracee that hands the tracer every kind of bad input it can make:
 * garbage pointers, structs that straddle an unmapped page, huge counts
 * and lengths, strings without a NUL, terminal escapes and invalid
 * UTF-8 in paths and buffers, bogus socket addresses, cmsg chains that
 * loop or overflow, forged siginfo. "hostile fuzz SEED N" then feeds N
 * rounds of random bytes as the structs of the struct-taking calls.
 *
 * It must not harm the machine: every call either acts on an invalid
 * descriptor, id, clock or size, so the kernel refuses it before doing
 * anything (the tracer decodes the arguments anyway), or acts only on
 * the tracee's own memory and files in its own temporary directory.
 * Calls that could change the system (settimeofday, sethostname with a
 * valid length, mount, setgroups with readable data...) are made only
 * with arguments the kernel rejects first. Exits with status 3. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include "kfeature.h"
#include <time.h>
#include <unistd.h>

#define PAGE 4096
#define S(...) ((void)syscall(__VA_ARGS__))
#define NELEM(a) (sizeof(a) / sizeof((a)[0]))
/* 2^40 where a long holds it; a large int on 32-bit ABIs. */
#define HUGE40 ((long)((1ULL << 40) | 0x7fff0000))
/* select(2) with five arguments: _newselect on i386. */
#ifdef SYS__newselect
#define SYS_SELECT5 SYS__newselect
#elif defined(SYS_select)
#define SYS_SELECT5 SYS_select
#endif

/* rw: 2 readable pages; edge: the unmapped page right after them;
 * none: a PROT_NONE page. */
static char *rw, *edge, *none;
static long bad[8];
static unsigned nbad;

static const char esc[] =
	"\x1b]0;pwned\x07\x1b[2J\x1b[31mred\r\n\b\x7f\x9b" "1m"
	"\xc3\x28\xff\xfe\xed\xa0\x80\xf4\x90\x80\x80\"\\%s%n"
	"\xe2\x80\xae\x01\x02\x03\t\v\f\x80\x81\x90\x9f";

static uint64_t rng = 88172645463325252ull;

static uint64_t rnd(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return rng;
}

static void fill_random(void *p, size_t n)
{
	unsigned char *b = p;

	for (size_t i = 0; i < n; i++)
		b[i] = (unsigned char)rnd();
}

static void setup_memory(void)
{
	char *m = mmap(NULL, 4 * PAGE, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (m == MAP_FAILED)
		exit(99);
	rw = m;
	edge = m + 2 * PAGE;
	none = m + 3 * PAGE;
	munmap(edge, PAGE);
	mprotect(none, PAGE, PROT_NONE);
	bad[nbad++] = 1;
	bad[nbad++] = (long)-65536L;	/* 0xffffffffffff0000 or 0xffff0000 */
	bad[nbad++] = (long)(edge - 1);
	bad[nbad++] = (long)(edge - 3);
	bad[nbad++] = (long)edge;
	bad[nbad++] = (long)none;
	bad[nbad++] = (long)(none + 7);
	bad[nbad++] = (long)(long)0x7ffffffff000ULL;
}

/* s bytes of escapes ending exactly at the unmapped page, no NUL. */
static char *unterminated(size_t s)
{
	char *p = edge - s;

	for (size_t i = 0; i < s; i++)
		p[i] = esc[i % (sizeof(esc) - 1)];
	return p;
}

static char *long_string(size_t n)
{
	static char *p;

	free(p);
	p = malloc(n + 1);
	for (size_t i = 0; i < n; i++)
		p[i] = esc[i % (sizeof(esc) - 1)];
	p[n] = '\0';
	return p;
}

/* ---- paths ------------------------------------------------------- */

/* Relative paths with dirfd -1: EBADF before any lookup. */
static void path_calls(long p)
{
	long at[] = { -1 };

	S(SYS_openat, at[0], p, O_RDONLY);
	S(SYS_openat, at[0], p, O_CREAT | O_WRONLY | 0x40000000, 0777);
	S(SYS_mkdirat, at[0], p, 0777);
	S(SYS_unlinkat, at[0], p, 0);
	S(SYS_renameat2, at[0], p, at[0], p, 0x7);
	S(SYS_linkat, at[0], p, at[0], p, 0x12345);
	S(SYS_symlinkat, p, at[0], p);
	S(SYS_readlinkat, at[0], p, rw, 64);
	S(SYS_faccessat, at[0], p, 0x77);
#ifdef SYS_faccessat2
	S(SYS_faccessat2, at[0], p, 0x77, 0xffff);
#endif
	S(SYS_fchmodat, at[0], p, 07777);
	S(SYS_fchownat, at[0], p, -1, -1, 0);
	S(SYS_utimensat, at[0], p, bad[3], 0);
#ifdef SYS_newfstatat
	S(SYS_newfstatat, at[0], p, rw, 0);
#endif
#ifdef SYS_fstatat64
	S(SYS_fstatat64, at[0], p, rw, 0);
#endif
#ifdef SYS_statx
	S(SYS_statx, at[0], p, 0, 0xfff, rw);
#endif
#ifdef SYS_openat2
	S(SYS_openat2, at[0], p, bad[2], HUGE40);
#endif
	S(SYS_inotify_add_watch, -1, p, 0xffffffff);
	S(SYS_execveat, at[0], p, bad[0], bad[1], 0);
	S(SYS_getxattr, p, p, rw, 16);
	S(SYS_umount2, p, 0xffffffff);
	S(SYS_memfd_create, p, 0xfff0);
	S(SYS_mq_unlink, p);
	S(SYS_chdir, p);
}

static void paths(void)
{
	static const char *names[] = {
		esc, "\xff\xfe\xfd", "\x1b[2J\x1b[H", "%s%n%x",
		"a\nb\rc", "\xc0\x80\xed\xa0\x80",
	};

	for (unsigned i = 0; i < nbad; i++)
		path_calls(bad[i]);
	for (unsigned i = 0; i < NELEM(names); i++)
		path_calls((long)names[i]);
	path_calls((long)unterminated(1));
	path_calls((long)unterminated(200));
	path_calls((long)unterminated(PAGE + 100));
	path_calls((long)long_string(5000));
	path_calls((long)long_string(70000));
}

/* ---- buffers and vectors ----------------------------------------- */

struct kiov {
	long base, len;
};

static void buffers(void)
{
	static const long lens[] = {
		0, 1, 5, 100, 4096, 100000, (long)1 << 30, -1, -4096,
		(long)((unsigned long)-1 >> 1),
	};
	static const long cnts[] = {
		0, 1, 3, 1024, 1025, (long)1 << 30, -1, HUGE40,
	};
	struct kiov *iov = (struct kiov *)(edge - 5 * sizeof(*iov));

	for (unsigned i = 0; i < nbad; i++) {
		for (unsigned j = 0; j < NELEM(lens); j++) {
			S(SYS_write, -1, bad[i], lens[j]);
			S(SYS_read, -1, bad[i], lens[j]);
		}
	}
	/* Bytes in every value, in valid memory. */
	for (unsigned i = 0; i < 256; i++)
		rw[i] = (char)i;
	for (unsigned j = 0; j < NELEM(lens); j++)
		S(SYS_write, -1, rw, lens[j]);
	S(SYS_write, -1, unterminated(300), 300);
	S(SYS_pwrite64, -1, rw, 256, -1);

	/* iovecs: the last one runs into the unmapped page. */
	for (unsigned i = 0; i < 5; i++) {
		iov[i].base = i < nbad ? bad[i] : (long)rw;
		iov[i].len = lens[i * 2 % NELEM(lens)];
	}
	iov[0].base = (long)rw;
	iov[0].len = 300;
	for (unsigned i = 0; i < NELEM(cnts); i++) {
		S(SYS_writev, -1, iov, cnts[i]);
		S(SYS_readv, -1, iov, cnts[i]);
		S(SYS_pwritev, -1, iov, cnts[i], 0, 0);
		S(SYS_preadv2, -1, iov, cnts[i], 0, 0, 0xffffffff);
		S(SYS_vmsplice, -1, iov, cnts[i], 0);
		for (unsigned j = 0; j < nbad; j++)
			S(SYS_writev, -1, bad[j], cnts[i]);
	}
	S(SYS_process_vm_readv, 0x7ffffff0, iov, 5, iov, 5, 0);

	/* A real read of escapes from a pipe: output data is quoted too. */
	int p[2];

	if (pipe(p) == 0) {
		struct iovec v[2] = { { rw + 512, 7 }, { rw + 600, 300 } };

		(void)!write(p[1], esc, sizeof(esc));
		(void)!write(p[1], esc, sizeof(esc));
		S(SYS_read, p[0], rw + 1024, 20);
		S(SYS_readv, p[0], v, 2);
		close(p[0]);
		close(p[1]);
	}
}

/* ---- sockets ----------------------------------------------------- */

static void sockaddrs(void)
{
	static const unsigned short fams[] = {
		AF_UNIX, AF_INET, AF_INET6, AF_NETLINK, AF_PACKET, 0xffff,
		0, 45, 0x1234,
	};
	static const long lens[] = {
		0, 1, 2, 3, 4, 8, 15, 16, 27, 110, 111, 128, 129, 4096,
		0x7fffffff, 0xffffffff, -1,
	};
	char *sa = edge - 128;

	for (unsigned f = 0; f < NELEM(fams); f++) {
		for (unsigned l = 0; l < NELEM(lens); l++) {
			unterminated(126);
			memcpy(sa, &fams[f], 2);
			S(SYS_connect, -1, sa, lens[l]);
			S(SYS_bind, -1, sa, lens[l]);
			S(SYS_sendto, -1, rw, 10, 0, sa, lens[l]);
			/* abstract AF_UNIX: leading NUL */
			sa[2] = '\0';
			S(SYS_connect, -1, sa, lens[l]);
		}
	}
	for (unsigned i = 0; i < nbad; i++) {
		S(SYS_connect, -1, bad[i], 16);
		S(SYS_connect, -1, bad[i], 0xffffffff);
		S(SYS_accept4, -1, bad[i], bad[i], 0xffff);
#ifdef SYS_accept
		S(SYS_accept, -1, rw, bad[i]);
#endif
		S(SYS_getsockname, -1, bad[i], bad[i]);
		S(SYS_getpeername, -1, rw, bad[i]);
		S(SYS_recvfrom, -1, bad[i], 100, 0xffffffff, bad[i], bad[i]);
		S(SYS_setsockopt, -1, SOL_SOCKET, 1, bad[i], 4);
		S(SYS_setsockopt, -1, 0xffff, 0xffff, bad[i], 0xffffffff);
		S(SYS_getsockopt, -1, SOL_SOCKET, 1, bad[i], bad[i]);
		S(SYS_socketpair, 0xffff, 0xffff, 0xffff, bad[i]);
	}
	S(SYS_setsockopt, -1, 6, 0x7fffffff, rw, 1000000);
	S(SYS_socket, 0xffff, 0xffffffff, 0xffffffff);
}

/* A cmsghdr in the native layout. */
static void put_cmsg(char *p, size_t len, int level, int type)
{
	struct cmsghdr c;

	c.cmsg_len = len;
	c.cmsg_level = level;
	c.cmsg_type = type;
	memcpy(p, &c, sizeof(c));
}

static void msghdrs(void)
{
	static const size_t iovlens[] = {
		0, 1, 1024, 1025, (size_t)1 << 30, (size_t)-1,
	};
	static const size_t ctllens[] = {
		0, 1, sizeof(struct cmsghdr) - 1, sizeof(struct cmsghdr),
		64, 4096, 4097, (size_t)1 << 31, (size_t)-1,
	};
	static const size_t cmlens[] = {
		0, 1, sizeof(struct cmsghdr) - 1, sizeof(struct cmsghdr),
		sizeof(struct cmsghdr) + 3, 4096, (size_t)-1,
		(size_t)-sizeof(struct cmsghdr),
	};
	struct msghdr *m = (struct msghdr *)(rw + 3000);
	char *ctl = rw + 100;
	struct iovec *iov = (struct iovec *)(rw + 2000);
	struct mmsghdr *mm = (struct mmsghdr *)(rw + 3500);

	iov[0].iov_base = (void *)esc;
	iov[0].iov_len = sizeof(esc);
	iov[1].iov_base = (void *)bad[1];
	iov[1].iov_len = (size_t)-1;
	for (unsigned i = 0; i < NELEM(iovlens); i++) {
		for (unsigned c = 0; c < NELEM(ctllens); c++) {
			memset(m, 0, sizeof(*m));
			m->msg_name = edge - 20;
			m->msg_namelen = (socklen_t)ctllens[c];
			m->msg_iov = iov;
			m->msg_iovlen = iovlens[i];
			m->msg_control = ctl;
			m->msg_controllen = ctllens[c];
			m->msg_flags = ~0;
			for (unsigned k = 0; k < NELEM(cmlens); k++) {
				/* one header, then a looping one, then
				 * SCM_RIGHTS with garbage descriptors */
				put_cmsg(ctl, cmlens[k], SOL_SOCKET,
					 SCM_RIGHTS);
				put_cmsg(ctl + 32, 0, SOL_SOCKET,
					 SCM_CREDENTIALS);
				put_cmsg(ctl + 64, cmlens[k], 0x7fffffff,
					 (int)0x80000000);
				S(SYS_sendmsg, -1, m, 0xffffffff);
			}
		}
	}
	/* A control buffer that ends at the unmapped page. */
	m->msg_control = edge - 40;
	m->msg_controllen = 40;
	put_cmsg(edge - 40, 4000, SOL_SOCKET, SCM_RIGHTS);
	S(SYS_sendmsg, -1, m, 0);
	m->msg_controllen = 41;
	S(SYS_sendmsg, -1, m, 0);
	/* SCM_RIGHTS full of descriptors, most not open. */
	m->msg_control = rw + 5000;
	m->msg_controllen = 1024;
	memset(m->msg_control, 0xff, 1024);
	put_cmsg(m->msg_control, 1024, SOL_SOCKET, SCM_RIGHTS);
	m->msg_iovlen = 2;
	S(SYS_sendmsg, -1, m, 0);
	for (unsigned i = 0; i < nbad; i++) {
		S(SYS_sendmsg, -1, bad[i], 0);
		S(SYS_recvmsg, -1, bad[i], 0);
		m->msg_iov = (void *)bad[i];
		m->msg_control = (void *)bad[i];
		m->msg_name = (void *)bad[i];
		S(SYS_sendmsg, -1, m, 0);
		S(SYS_sendmmsg, -1, bad[i], 0xffffffff, 0);
		S(SYS_recvmmsg, -1, bad[i], 0xffffffff, 0, bad[i]);
	}
	memset(mm, 0, sizeof(*mm));
	mm->msg_hdr = *m;
	S(SYS_sendmmsg, -1, mm, 1, 0);
	S(SYS_recvmmsg, -1, mm, 1, 0, edge - 8);
}

/* A real message with escapes and SCM_RIGHTS over a socket pair: the
 * kernel fills recvmsg's buffers with bytes the tracee chose. */
static void real_message(void)
{
	union {
		char b[CMSG_SPACE(3 * sizeof(int))];
		struct cmsghdr align;
	} u;
	struct iovec iov = { (void *)esc, sizeof(esc) };
	struct msghdr m = { 0 };
	int sv[2], fds[3] = { 0, 1, 2 };
	char in[256];

	if (socketpair(AF_UNIX, SOCK_DGRAM, 0, sv) < 0)
		return;
	m.msg_iov = &iov;
	m.msg_iovlen = 1;
	m.msg_control = u.b;
	m.msg_controllen = sizeof(u.b);
	put_cmsg(u.b, CMSG_LEN(sizeof(fds)), SOL_SOCKET, SCM_RIGHTS);
	memcpy(CMSG_DATA((struct cmsghdr *)u.b), fds, sizeof(fds));
	S(SYS_sendmsg, sv[0], &m, 0);
	iov.iov_base = in;
	iov.iov_len = sizeof(in);
	m.msg_controllen = sizeof(u.b);
	if (syscall(SYS_recvmsg, sv[1], &m, 0) > 0) {
		struct cmsghdr *c = CMSG_FIRSTHDR(&m);

		if (c && c->cmsg_type == SCM_RIGHTS) {
			memcpy(fds, CMSG_DATA(c), sizeof(fds));
			for (int i = 0; i < 3; i++)
				close(fds[i]);
		}
	}
	close(sv[0]);
	close(sv[1]);
}

/* ---- signals ----------------------------------------------------- */

static volatile sig_atomic_t got;

static void on_signal(int sig)
{
	got = sig;
}

static const int safe_sigs[] = {
	SIGUSR1, SIGUSR2, SIGCHLD, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP,
	SIGPOLL, SIGSYS, SIGALRM, SIGURG, SIGWINCH, 34, 40, 64,
};

static void install_handlers(void)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	for (unsigned i = 0; i < NELEM(safe_sigs); i++)
		sigaction(safe_sigs[i], &sa, NULL);
}

/* A signal to ourselves with a siginfo whose code and body are forged:
 * only the sender's own process accepts any si_code. */
static void forged_signal(int sig, const void *body)
{
	siginfo_t si;

	memcpy(&si, body, sizeof(si));
	si.si_signo = sig;
	S(SYS_rt_tgsigqueueinfo, getpid(), syscall(SYS_gettid), sig, &si);
}

static void signals(void)
{
	static const long sizes[] = {
		0, 1, 7, 8, 9, 16, 128, HUGE40, -1,
	};
	static const int codes[] = {
		0, 1, 2, 3, 4, 5, 6, 7, 10, 11, 100, 0x80, -1, -2, -3, -4,
		-5, -6, -7, -60, 0x7fffffff, (int)0x80000000,
	};
	char body[sizeof(siginfo_t)];

	install_handlers();
	for (unsigned i = 0; i < nbad; i++) {
		for (unsigned j = 0; j < NELEM(sizes); j++) {
			S(SYS_rt_sigprocmask, 99, bad[i], bad[i], sizes[j]);
			S(SYS_rt_sigaction, 0, bad[i], bad[i], sizes[j]);
			S(SYS_rt_sigaction, 65, bad[i], bad[i], sizes[j]);
			S(SYS_rt_sigpending, bad[i], sizes[j]);
			S(SYS_rt_sigsuspend, bad[i], sizes[j] == 8 ? 7 :
			  sizes[j]);
			S(SYS_rt_sigtimedwait, bad[i], bad[i], bad[i],
			  sizes[j] == 8 ? 7 : sizes[j]);
			S(SYS_signalfd4, -1, bad[i], sizes[j], 0xffffffff);
		}
		S(SYS_sigaltstack, bad[i], bad[i]);
		S(SYS_rt_sigqueueinfo, 0x7ffffff0, SIGUSR1, bad[i]);
	}
	/* Every bit pattern of a sigaction and mask, in valid memory. */
	memset(rw, 0xff, 64);
	S(SYS_rt_sigaction, 65, rw, rw + 64, 8);
	S(SYS_rt_sigprocmask, 99, rw, NULL, 8);
	for (unsigned i = 0; i < NELEM(safe_sigs); i++) {
		for (unsigned c = 0; c < NELEM(codes); c++) {
			memset(body, 0, sizeof(body));
			fill_random(body + 8, sizeof(body) - 8);
			memcpy(body + 8, &codes[c], sizeof(int));
			forged_signal(safe_sigs[i], body);
		}
	}
}

/* ---- select, poll, epoll, getdents ------------------------------- */

static void multiplexing(void)
{
	static const long nfds[] = {
		0, 1, 64, 1025, 1 << 20, (1 << 20) + 1, 0x7fffffff, -1,
	};
	struct timespec zero = { 0, 0 };
	struct timeval tv0 = { 0, 0 };
	size_t big = (1 << 20) / 8;
	char *sets = mmap(NULL, big + PAGE, PROT_READ | PROT_WRITE,
			  MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (sets == MAP_FAILED)
		return;
	/* Every bit set: 2^20 descriptors, none of them open past 2. */
	memset(sets, 0xff, big);
	for (unsigned i = 0; i < NELEM(nfds); i++) {
#ifdef SYS_SELECT5
		S(SYS_SELECT5, nfds[i], sets, NULL, NULL, &tv0);
		S(SYS_SELECT5, nfds[i], bad[2], bad[1], bad[0], bad[3]);
#endif
		S(SYS_pselect6, nfds[i], sets, sets, NULL, &zero, bad[3]);
#ifdef SYS_poll	/* asm-generic ABIs (arm64): ppoll, epoll_pwait */
		S(SYS_poll, sets, nfds[i], 0);
		S(SYS_poll, edge - 12, nfds[i], 0);
		S(SYS_epoll_wait, -1, bad[3], nfds[i], 0);
#endif
		S(SYS_ppoll, bad[3], nfds[i], bad[3], bad[3], 7);
		S(SYS_epoll_pwait, -1, bad[3], nfds[i], 0, bad[3], 7);
	}
	for (unsigned i = 0; i < nbad; i++) {
		S(SYS_epoll_ctl, -1, 1, -1, bad[i]);
		S(SYS_getdents64, -1, bad[i], 0x7fffffff);
		S(SYS_fcntl, -1, F_SETLK, bad[i]);
		S(SYS_fcntl, -1, F_OFD_SETLKW, bad[i]);
		S(SYS_ioctl, -1, 0x5402, bad[i]);	/* TCSETS */
		S(SYS_ioctl, -1, 0x5414, bad[i]);	/* TIOCSWINSZ */
		S(SYS_ioctl, -1, 0xffffffff, bad[i]);
		S(SYS_futex, bad[i], 0x7f, 1, bad[i], bad[i], 0xffffffff);
		S(SYS_clock_nanosleep, 1000, 0, bad[i], bad[i]);
		S(SYS_nanosleep, bad[i], bad[i]);
		S(SYS_timer_settime, 0x7fffffff, 0, bad[i], bad[i]);
		S(SYS_setitimer, 99, bad[i], bad[i]);
		S(SYS_wait4, 0x7ffffff0, bad[i], 0x7fffffff, bad[i]);
		S(SYS_waitid, 99, 0, bad[i], 0x7fffffff, bad[i]);
		S(SYS_setrlimit, 9999, bad[i]);
		S(SYS_prlimit64, 0, 9999, bad[i], bad[i]);
#ifdef SYS_getrlimit	/* arm: ugetrlimit */
		S(SYS_getrlimit, 9999, bad[i]);
#endif
		S(SYS_sched_setaffinity, 0x7ffffff0, 0x7fffffff, bad[i]);
		S(SYS_sched_getaffinity, 0, 0x7fffffff, bad[i]);
		S(SYS_getgroups, 0x7fffffff, bad[i]);
		S(SYS_setgroups, 0x7fffffff, bad[i]);
		S(SYS_uname, bad[i]);
		S(SYS_sysinfo, bad[i]);
		S(SYS_getcwd, bad[i], 0x7fffffff);
		S(SYS_prctl, 15 /* PR_SET_NAME */, bad[i], 0, 0, 0);
		S(SYS_clone3, bad[i], 4097);
		S(SYS_execve, "/nonexistent/abitrace-hostile", bad[i],
		  bad[i]);
		S(SYS_pipe2, bad[i], 0xffffffff);
		S(SYS_getrusage, 99, bad[i]);
		S(SYS_capget, bad[i], bad[i]);
		S(SYS_mq_open, bad[i], 0, 0, bad[i]);
	}
	/* A real getdents64 that runs into the unmapped page. */
	int d = open(".", O_RDONLY | O_DIRECTORY);

	if (d >= 0) {
		S(SYS_getdents64, d, edge - 100, (long)1 << 30);
		close(d);
	}
	munmap(sets, big + PAGE);
}

/* ---- execve vectors ---------------------------------------------- */

static void vectors(void)
{
	long *v = (long *)(edge - 8 * sizeof(long));
	long *full = (long *)rw;

	/* No NULL before the unmapped page. */
	for (int i = 0; i < 8; i++)
		v[i] = (long)esc;
	S(SYS_execve, "/nonexistent/abitrace-hostile", v, v);
	/* Pointers to garbage, then a NULL. */
	for (unsigned i = 0; i < nbad; i++)
		full[i] = bad[i];
	full[nbad] = (long)long_string(70000);
	full[nbad + 1] = (long)unterminated(10);
	full[nbad + 2] = 0;
	S(SYS_execve, "/nonexistent/abitrace-hostile", full, full);
	S(SYS_execve, unterminated(50), full, full + 1);
	/* 100 entries: more than are shown. */
	for (int i = 0; i < 100; i++)
		full[i] = (long)esc;
	full[100] = 0;
	S(SYS_execve, "/nonexistent/abitrace-hostile", full, full);
	S(SYS_execveat, -1, "x", full, bad[1], 0xffffffff);
}

/* ---- memory, IPC and the calls the notes watch ------------------- */

static void noted_calls(void)
{
	static const long addrs[] = {
		0, 1, -4096, -4095, (long)((unsigned long)-1 >> 1),
		(long)0x7ffffffff001ULL,
	};
	static const long lens[] = {
		0, 1, 4095, 4097, -1, -4096, (long)((unsigned long)-1 >> 1),
	};

	for (unsigned i = 0; i < NELEM(addrs); i++) {
		for (unsigned j = 0; j < NELEM(lens); j++) {
			long a = addrs[i] | 1;	/* unaligned: EINVAL */

			S(SYS_mlock, addrs[i] ? a : 0, lens[j]);
			S(SYS_munlock, addrs[i] ? a : 0, lens[j]);
			S(SYS_mlock2, a, lens[j], 0xffffffff);
			S(SYS_mprotect, a, lens[j], 0xffffffff);
			S(SYS_madvise, a, lens[j], 0xffff);
			S(SYS_msync, a, lens[j], 0xffff);
			S(SYS_mremap, a, lens[j], lens[j], 0xffff, 0);
			S(SYS_munmap, a, lens[j]);
			S(SYS_mincore, a, lens[j], bad[3]);
			S(SYS_remap_file_pages, a, lens[j], 0xffff, lens[j],
			  0xffff);
			S(SYS_mbind, a, lens[j], 0xffff, bad[3], lens[j], 0);
			S(SYS_pkey_mprotect, a, lens[j], 0xffff, 0x7fff);
#ifdef SYS_mmap	/* arm: mmap2 */
			S(SYS_mmap, a, lens[j], 0xffff, MAP_PRIVATE, -1,
			  lens[j]);
#endif
		}
	}
	S(SYS_mlockall, 0xfff0);
	S(SYS_pkey_alloc, 0xffff, 0xffff);
	for (unsigned i = 0; i < nbad; i++) {
#ifdef SYS_semtimedop
		S(SYS_msgrcv, 0x7ffffff0, bad[i], -1, -1, 0xffffffff);
		S(SYS_semop, 0x7ffffff0, bad[i], 0xffff);
		S(SYS_semtimedop, 0x7ffffff0, bad[i], 0xffff, bad[i]);
#endif
		S(SYS_sethostname, bad[i], -1);
		S(SYS_sethostname, bad[i], 1000);
		S(SYS_migrate_pages, 0x7ffffff0, -1, bad[i], bad[i]);
		S(SYS_getcpu, bad[i], bad[i], bad[i]);
		S(SYS_copy_file_range, -1, bad[i], -1, bad[i], -1, 0);
		S(SYS_splice, -1, bad[i], -1, bad[i], -1, 0xffffffff);
	}
#ifdef SYS_msgget
	/* No IPC_CREAT: nothing is created. */
	S(SYS_msgget, 0x7ab1ce, 0);
	S(SYS_semget, 0x7ab1ce, 0x7fffffff, 0);
	S(SYS_shmget, 0x7ab1ce, -1, 0);
#endif
	S(SYS_setpriority, 99, 0, -100);
	S(SYS_ioprio_set, 99, 0, 0xffff);
	S(SYS_close_range, 1000, 50, 0xffffffff);
#ifdef SYS_dup2
	S(SYS_dup2, -1, 0x7fffffff);
#endif
	S(SYS_dup3, -1, -1, 0xffffffff);
	S(SYS_fcntl, -1, 8, -0x7fffffff);	/* F_SETOWN */
	S(SYS_eventfd2, 0, 0xffffffff);
	S(SYS_timerfd_create, 1000, 0xffffffff);
	S(SYS_inotify_init1, 0xffffffff);
#ifdef SYS_epoll_create
	S(SYS_epoll_create, 0);
#endif
	S(SYS_epoll_create1, 0xffffffff);
	S(SYS_signalfd4, -1, rw, 8, 0xffffffff);
	S(SYS_chroot, "nonexistent\x1b[2J");
	S(SYS_umount2, "nonexistent\x1b[2J", 0xffffffff);
#ifdef SYS_open
	S(SYS_open, "nonexistent\x1b[2J\xff", O_RDONLY | 0x7fff0000, 07777);
	S(SYS_creat, bad[3], 0777);
	S(SYS_rename, bad[3], bad[2]);
#endif
#ifdef SYS_pipe
	S(SYS_pipe, bad[3]);
#endif
#ifdef SYS_socketcall
	for (unsigned c = 0; c < 25; c++) {
		for (unsigned i = 0; i < nbad; i++)
			S(SYS_socketcall, c, bad[i]);
		S(SYS_socketcall, c, edge - 8);
	}
#endif
}

/* ---- data the kernel hands back, chosen by the tracee ------------ */

static void returned_data(void)
{
	char dir[] = "d\x1b[31m\xff\n";
	char buf[512];

	/* The temporary directory is the current one. */
	if (mkdir(dir, 0700) == 0) {
		S(SYS_chdir, dir);
		S(SYS_getcwd, buf, sizeof(buf));
		S(SYS_symlinkat, esc, AT_FDCWD, "link");
		S(SYS_readlinkat, AT_FDCWD, "link", buf, sizeof(buf));
		close(open(esc, O_CREAT | O_WRONLY, 0600));
		int d = open(".", O_RDONLY | O_DIRECTORY);

		S(SYS_getdents64, d, buf, sizeof(buf));
		close(d);
		unlink(esc);
		unlink("link");
		S(SYS_chdir, "..");
		rmdir(dir);
	}
	S(SYS_prctl, 15 /* PR_SET_NAME */, "\x1b[2J\xff\n", 0, 0, 0);
	S(SYS_prctl, 15 /* PR_SET_NAME */, unterminated(5), 0, 0, 0);
}

/* ---- int $0x80 from a 64-bit process ----------------------------- */

#ifdef __x86_64__
static long int80(long nr, long a, long b, long c)
{
	long r;

	__asm__ volatile("int $0x80" : "=a"(r)
			 : "0"(nr), "b"(a), "c"(b), "d"(c)
			 : "memory", "r8", "r9", "r10", "r11");
	return r;
}

static void int80_calls(void)
{
	char *low;

	if (!kf_int80_works())
		return;
	low = mmap(NULL, PAGE, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS | MAP_32BIT, -1, 0);
	if (low == MAP_FAILED)
		return;
	strcpy(low, esc);
	int80(4, -1, (long)low, 0x7fffffff);	/* write */
	int80(4, -1, -65536, 100);
	int80(5, (long)low, O_RDONLY, 0);	/* open */
	int80(102, 3, (long)low, 0);		/* socketcall connect */
	int80(102, 16, (long)low + 4090, 0);	/* sendmsg */
	int80(102, 0xffff, 1, 0);
	int80(174, 65, (long)low, (long)low);	/* rt_sigaction */
	int80(11, (long)low, (long)low, (long)low);	/* execve */
	munmap(low, PAGE);
}
#endif

/* ---- fuzz -------------------------------------------------------- */

/* Random bytes, with some words replaced by pointers into the random
 * area, the unmapped page or garbage, so that chains are followed. */
static void fuzz_fill(char *b, size_t n, char *area)
{
	fill_random(b, n);
	for (size_t i = 0; i + sizeof(long) <= n; i += sizeof(long)) {
		long v;

		switch (rnd() % 8) {
		case 0:
			v = (long)(area + rnd() % 2048);
			break;
		case 1:
			v = bad[rnd() % nbad];
			break;
		case 2:
			v = (long)(rnd() % 300);
			break;
		default:
			continue;
		}
		memcpy(b + i, &v, sizeof(v));
	}
}

static void fuzz(uint64_t seed, unsigned rounds)
{
	char *area = rw;		/* 2048 random bytes ... */
	char *s = rw + 2048;		/* ... and the struct, at the edge */
	struct timeval tv0 = { 0, 0 };
	char body[sizeof(siginfo_t)];

	rng = seed ? seed : 1;
	install_handlers();
	for (unsigned r = 0; r < rounds; r++) {
		unsigned len = (unsigned)(rnd() % 2048);
		long n = (long)(rnd() % 64);
		long big = (long)rnd();

		fuzz_fill(area, 2048, area);
		if (rnd() % 4 == 0)
			s = edge - (rnd() % 256);
		else
			s = rw + 2048 + rnd() % 1024;
		fuzz_fill(s, (size_t)(edge - s), area);
		switch (rnd() % 22) {
		case 0: S(SYS_writev, -1, s, n); break;
		case 1: S(SYS_sendmsg, -1, s, 0); break;
		case 2: S(SYS_connect, -1, s, len); break;
		case 3: S(SYS_sendto, -1, area, len, big, s, len); break;
		case 4: S(SYS_rt_sigaction, 65, s, NULL, 8); break;
		case 5: S(SYS_rt_sigprocmask, 99, s, NULL, n); break;
#ifdef SYS_poll
		case 6: S(SYS_poll, s, n, 0); break;
#else
		case 6: S(SYS_ppoll, s, n, NULL, NULL, 8); break;
#endif
#ifdef SYS_SELECT5
		case 7: S(SYS_SELECT5, len, s, s, s, &tv0); break;
#else
		case 7: S(SYS_pselect6, len, s, s, s, &tv0, NULL); break;
#endif
		case 8: S(SYS_clock_nanosleep, 1000, 0, s, s); break;
		case 9: S(SYS_fcntl, -1, F_SETLK + rnd() % 3, s); break;
		case 10: S(SYS_ioctl, -1, 0x5402 + rnd() % 20, s); break;
		case 11: S(SYS_epoll_ctl, -1, 1, -1, s); break;
		case 12: S(SYS_prlimit64, 0, 9999, s, NULL); break;
		case 13: S(SYS_clone3, s, 4097 + len); break;
		case 14:
			S(SYS_execve, "/nonexistent/abitrace-hostile", s, s);
			break;
		case 15: S(SYS_setsockopt, -1, big, (long)(rnd() % 300), s, len); break;
		case 16: S(SYS_sched_setaffinity, 0x7ffffff0, len, s); break;
		case 17: S(SYS_sendmmsg, -1, s, n, 0); break;
		case 18: S(SYS_timer_settime, 0x7fffffff, 0, s, NULL); break;
		case 19: S(SYS_recvmmsg, -1, area, n, 0, s); break;
		case 20: S(SYS_pselect6, -1, s, s, s, s, s); break;
		case 21:
			memcpy(body, s, sizeof(body) < (size_t)(edge - s) ?
			       sizeof(body) : (size_t)(edge - s));
			forged_signal(safe_sigs[rnd() % NELEM(safe_sigs)],
				      body);
			break;
		}
	}
}

/* Numbers no table names: past the end, negative, beyond 32 bits, and
 * (on x86_64) with the x32 bit. The kernel says ENOSYS to each; the ABI
 * report once indexed an array by them. */
static void unnamed_numbers(void)
{
	static const long nr[] = {
		-1L, 100000L, (long)0xffffffc0UL, (long)(1ULL << 40 | 5),
	};

	for (unsigned i = 0; i < NELEM(nr); i++)
		S(nr[i], 0, 0, 0);
}

int main(int argc, char **argv)
{
	char tmpl[] = "/tmp/abt-hostile.XXXXXX";

	setup_memory();
	if (!mkdtemp(tmpl) || chdir(tmpl) < 0)
		return 99;
	if (argc > 3 && !strcmp(argv[1], "fuzz")) {
		fuzz(strtoull(argv[2], NULL, 0), (unsigned)atoi(argv[3]));
	} else {
		pid_t child = fork();

		if (child == 0) {
			paths();
			_exit(7);
		}
		buffers();
		sockaddrs();
		msghdrs();
		real_message();
		signals();
		multiplexing();
		vectors();
		noted_calls();
		returned_data();
		unnamed_numbers();
#ifdef __x86_64__
		int80_calls();
#endif
		if (child > 0) {
			int st;
			char ru[256];

			S(SYS_wait4, child, &st, 0, ru);
		}
	}
	if (chdir("/") < 0 || rmdir(tmpl) < 0)
		return 98;
	return 3;
}
