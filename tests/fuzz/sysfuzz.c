/* sysfuzz SEED COUNT: a tracee that makes COUNT random system calls
 * with random and hostile arguments (NULL, unmapped and edge-of-mapping
 * pointers, a PROT_NONE page, kernel addresses, huge lengths, strings
 * without a NUL, terminal escapes and invalid UTF-8), for tests/fuzz/run
 * to check that abitrace's output stays well formed. Exits 3 when it
 * made all its calls.
 *
 * It must not harm the machine or die before its end. The calls that
 * could (kill other processes, reboot, write another process's memory,
 * mount, load modules, change the clock, ...) are never made, and
 * calls that could end or cripple the fuzzer itself (exit, execve,
 * munmap of its code, a handler at a random address for a signal that
 * will come, blocking SIGALRM, MAP_FIXED over its own memory) are made
 * on a sacrificial mapping or with the dangerous argument neutralised:
 * that is policy() below. Every descriptor it has is its own (it closes
 * what it inherits; 0, 1 and 2 become /dev/null), it writes files only
 * in its own temporary directory under RLIMIT_FSIZE, runs in a new
 * session, and a 10 ms interval timer breaks every blocking call.
 * Calls that reach other processes or the network are made only where
 * tests/fuzz/run gave it a pid and network namespace of its own (and
 * it runs as uid 65534 there); it checks that itself. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <unistd.h>

#define PAGE 4096
#define SCRATCH (8 * PAGE)
#define VICTIM (16 * PAGE)
#define MAX_NR 460
#define NELEM(a) (sizeof(a) / sizeof((a)[0]))

static char *scratch, *edge, *none, *victim;
static bool pid_private, net_private;
static uint64_t rng;

static uint64_t rnd(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return rng;
}

static const char *const strings[] = {
	"/dev/null", ".", "..", "fz-file", "fz\033]0;pwned\007\033[2J",
	"fz\n\r\t\"\\", "\xc3\x28\xff\xfe\xed\xa0\x80", "/proc/self/status",
	"/proc/self/maps", "fz-dir/", "%s%n%x", "\xe2\x80\xae" "evil",
	"/nonexistent/fz",
};

/* The scratch pages: random bytes, NUL-terminated strings of the table,
 * and one string that runs into the unmapped page. */
static void refill(void)
{
	for (size_t i = 0; i < SCRATCH; i += 8) {
		uint64_t v = rnd();

		memcpy(scratch + i, &v, 8);
	}
	for (size_t i = 0; i < NELEM(strings); i++)
		strcpy(scratch + 64 * i, strings[i]);
	memset(edge - 40, '\033', 40);
}

static long pointer(void)
{
	switch (rnd() % 12) {
	case 0: return 0;
	case 1: return (long)(scratch + rnd() % SCRATCH);
	case 2: return (long)(edge - rnd() % 64);
	case 3: return (long)edge;
	case 4: return (long)none;
	case 5: return (long)0xffffffffff600000ull;
	case 6: return (long)(scratch + 1 + 8 * (rnd() % 64));
	case 7: return (long)(scratch + 64 * (rnd() % NELEM(strings)));
	case 8: return (long)(edge - 40);
	case 9: return (long)(victim + PAGE * (rnd() % 16));
	case 10: return (long)(rnd() % PAGE);
	default: return (long)(scratch + 64 * (rnd() % 128));
	}
}

static long number(void)
{
	switch (rnd() % 10) {
	case 0: return 0;
	case 1: return -1;
	case 2: return (long)(rnd() % 64);
	case 3: return (long)(rnd() % 40);	/* a descriptor, maybe ours */
	case 4: return (long)(1ull << (rnd() % 63));
	case 5: return 0x7fffffff;
	case 6: return (long)(PAGE * (rnd() % 8) + rnd() % 3);
	case 7: return (long)(rnd() & 0xffffffff);
	case 8: return -(long)(rnd() % 4097);
	default: return (long)rnd();
	}
}

static long argument(void)
{
	return rnd() % 2 ? pointer() : number();
}

/* ---- what may not be called, or only with some arguments ---------- */

enum { ALLOW, DENY, MEMORY, MMAP, SIGACTION, SIGMASK2, SIGMASK4, SIGMASK5,
       SIGMASK6, KILL, OWNER, NET, SOCKET, LIMITS, TIMER, PRCTL, PID0 };

/* Calls only some ABIs have (x86; not the asm-generic ones such as
 * arm64): elsewhere their rule is a number no call has. */
#ifndef SYS_fork
#define SYS_fork (-1L)
#endif
#ifndef SYS_vfork
#define SYS_vfork (-1L)
#endif
#ifndef SYS_iopl
#define SYS_iopl (-1L)
#endif
#ifndef SYS_ioperm
#define SYS_ioperm (-1L)
#endif
#ifndef SYS_pause
#define SYS_pause (-1L)
#endif
#ifndef SYS_alarm
#define SYS_alarm (-1L)
#endif
#ifndef SYS_uselib
#define SYS_uselib (-1L)
#endif

static const struct { long nr; unsigned char policy; } rules[] = {
	/* The end of the fuzzer, or of the machine. */
	{ SYS_exit, DENY }, { SYS_exit_group, DENY }, { SYS_reboot, DENY },
	{ SYS_kexec_load, DENY }, { SYS_kexec_file_load, DENY },
	{ SYS_init_module, DENY }, { SYS_finit_module, DENY },
	{ SYS_delete_module, DENY }, { SYS_swapon, DENY },
	{ SYS_swapoff, DENY }, { SYS_acct, DENY },
	/* New processes and programs. */
	{ SYS_fork, DENY }, { SYS_vfork, DENY }, { SYS_clone, DENY },
	{ SYS_clone3, DENY }, { SYS_execve, DENY }, { SYS_execveat, DENY },
	/* Other processes. */
	{ SYS_kill, KILL }, { SYS_tkill, DENY }, { SYS_tgkill, DENY },
	{ SYS_rt_sigqueueinfo, DENY }, { SYS_rt_tgsigqueueinfo, DENY },
	{ SYS_pidfd_send_signal, DENY }, { SYS_pidfd_getfd, DENY },
	{ SYS_ptrace, DENY }, { SYS_process_vm_writev, DENY },
	{ SYS_process_vm_readv, DENY }, { SYS_process_madvise, DENY },
	{ SYS_migrate_pages, DENY }, { SYS_move_pages, PID0 },
	{ SYS_sched_setscheduler, DENY }, { SYS_sched_setparam, DENY },
	{ SYS_sched_setattr, DENY }, { SYS_sched_setaffinity, DENY },
	{ SYS_setpriority, DENY }, { SYS_ioprio_set, DENY },
	{ SYS_prlimit64, LIMITS }, { SYS_setrlimit, DENY },
	/* The system's state. */
	{ SYS_mount, DENY }, { SYS_umount2, DENY }, { SYS_pivot_root, DENY },
	{ SYS_chroot, DENY }, { SYS_chdir, DENY }, { SYS_fchdir, DENY },
	{ SYS_unshare, DENY }, { SYS_setns, DENY },
	{ SYS_sethostname, DENY }, { SYS_setdomainname, DENY },
	{ SYS_settimeofday, DENY }, { SYS_clock_settime, DENY },
	{ SYS_adjtimex, DENY }, { SYS_clock_adjtime, DENY },
	{ SYS_syslog, DENY }, { SYS_bpf, DENY }, { SYS_perf_event_open, DENY },
	{ SYS_quotactl, DENY }, { SYS_iopl, DENY }, { SYS_ioperm, DENY },
	{ SYS_vhangup, DENY }, { SYS_keyctl, DENY }, { SYS_add_key, DENY },
	{ SYS_request_key, DENY }, { SYS_fanotify_init, DENY },
	{ SYS_userfaultfd, DENY }, { SYS_io_uring_setup, DENY },
	{ SYS_io_uring_enter, DENY }, { SYS_io_uring_register, DENY },
	{ SYS_seccomp, DENY }, { SYS_prctl, PRCTL },
#ifdef SYS_move_mount
	{ SYS_move_mount, DENY }, { SYS_open_tree, DENY },
	{ SYS_fsopen, DENY }, { SYS_fsconfig, DENY }, { SYS_fsmount, DENY },
	{ SYS_fspick, DENY },
#endif
#ifdef SYS_mount_setattr
	{ SYS_mount_setattr, DENY },
#endif
#ifdef SYS_quotactl_fd
	{ SYS_quotactl_fd, DENY },
#endif
	/* The fuzzer's own registers, memory and signals. */
#ifdef SYS_arch_prctl
	{ SYS_arch_prctl, DENY },
#endif
#ifdef SYS_modify_ldt
	{ SYS_modify_ldt, DENY },
#endif
#ifdef __x86_64__
	{ 335, DENY },	/* uretprobe: a SIGILL outside its trampoline */
#endif
	{ SYS_set_tid_address, DENY }, { SYS_set_robust_list, DENY },
	{ SYS_rseq, DENY }, { SYS_rt_sigreturn, DENY },
	{ SYS_rt_sigsuspend, DENY }, { SYS_pause, DENY }, { SYS_alarm, DENY },
	{ SYS_setitimer, TIMER }, { SYS_rt_sigaction, SIGACTION },
	{ SYS_rt_sigprocmask, SIGMASK2 }, { SYS_ppoll, SIGMASK4 },
	{ SYS_pselect6, SIGMASK6 }, { SYS_epoll_pwait, SIGMASK5 },
#ifdef SYS_epoll_pwait2
	{ SYS_epoll_pwait2, SIGMASK5 },
#endif
	{ SYS_io_pgetevents, SIGMASK6 }, { SYS_uselib, DENY },
	{ SYS_mmap, MMAP },
	{ SYS_munmap, MEMORY }, { SYS_mremap, MEMORY },
	{ SYS_mprotect, MEMORY }, { SYS_pkey_mprotect, MEMORY },
	{ SYS_madvise, MEMORY }, { SYS_mlock, MEMORY }, { SYS_mlock2, MEMORY },
	{ SYS_munlock, MEMORY }, { SYS_msync, MEMORY }, { SYS_mincore, MEMORY },
	{ SYS_remap_file_pages, MEMORY }, { SYS_mbind, MEMORY },
	{ SYS_shmat, DENY }, { SYS_shmdt, DENY },
	/* Signals to an owner, and the network. */
	{ SYS_fcntl, OWNER }, { SYS_ioctl, OWNER },
	{ SYS_socket, SOCKET }, { SYS_socketpair, SOCKET },
	{ SYS_connect, NET }, { SYS_bind, NET }, { SYS_sendto, NET },
	{ SYS_sendmsg, NET }, { SYS_sendmmsg, NET },
};

static int policy_of(long nr)
{
	for (size_t i = 0; i < NELEM(rules); i++)
		if (rules[i].nr == nr)
			return rules[i].policy;
	return ALLOW;
}

/* [addr, addr + len) inside the sacrificial mapping: munmap, mremap
 * or MAP_FIXED anywhere else could take the fuzzer's code or stack. */
static void clip(long *addr, long *len)
{
	char *end = victim + VICTIM;

	if ((char *)*addr < victim || (char *)*addr >= end)
		*addr = (long)(victim + rnd() % VICTIM);
	if ((unsigned long)*len > (unsigned long)(end - (char *)*addr))
		*len = (long)(rnd() % (unsigned long)(end - (char *)*addr));
}

/* Changes a (the arguments) so that the call harms nothing; false when
 * it cannot be made at all. */
static bool policy(long nr, long *a)
{
	switch (policy_of(nr)) {
	case DENY:
		return false;
	case MEMORY:
		/* On the sacrificial mapping, on the unmapped page (a page
		 * at most), or at a kernel address (any length). */
		switch (rnd() % 8) {
		case 0:
			a[0] = (long)edge;
			a[1] = (long)(rnd() % PAGE);
			break;
		case 1:
			a[0] = (long)0xffffffffff600000ull;
			break;
		default:
			clip(&a[0], &a[1]);
		}
		if (nr == SYS_mremap && (a[3] & 2))	/* MREMAP_FIXED */
			clip(&a[4], &a[2]);
		return true;
	case MMAP:
		if (a[3] & (MAP_FIXED | 0x100000))	/* _NOREPLACE too */
			clip(&a[0], &a[1]);
		return true;
	case SIGACTION:
		/* Read the handler only: any signal may come, from a
		 * timer, F_SETSIG or mq_notify, and a random handler
		 * address would end the fuzzer. */
		a[1] = 0;
		return true;
	case SIGMASK2:
		a[1] = 0;
		return true;
	case SIGMASK4:
		a[3] = 0;
		return true;
	case SIGMASK5:
		a[4] = 0;
		return true;
	case SIGMASK6:
		a[5] = 0;
		return true;
	case KILL:
		a[0] = getpid();
		a[1] = rnd() % 2 ? SIGUSR1 : 0;
		return true;
	case PID0:
		a[0] = 0;
		return true;
	case LIMITS:
		a[2] = 0;	/* read them only */
		return true;
	/* The kernel reads these arguments as int: compare them so. */
	case TIMER:
		return (int)a[0] != ITIMER_REAL;
	case PRCTL:
		/* PR_SET_SECCOMP (22) and syscall user dispatch (59) would turn calls into
		 * SIGSYS; PR_SET_MM needs privileges anyway. */
		return (int)a[0] != 22 && (int)a[0] != 59 && (int)a[0] != 35;
	case OWNER:
		/* F_SETOWN, F_SETOWN_EX, F_SETSIG; FIOSETOWN, SIOCSPGRP,
		 * TIOCSPGRP: signals to another process. */
		if (nr == SYS_fcntl)
			return pid_private || ((int)a[1] != F_SETOWN &&
					       (int)a[1] != F_SETOWN_EX);
		return pid_private || ((unsigned)a[1] != 0x8901 &&
				       (unsigned)a[1] != 0x8902 &&
				       (unsigned)a[1] != TIOCSPGRP);
	case SOCKET:
		if (!net_private)
			a[0] = AF_UNIX;
		return true;
	case NET:
		return net_private;
	}
	return true;
}

/* ---- setting up ---------------------------------------------------- */

/* Any signal a call can bring (timers, F_SETSIG, SIGIO, SIGPIPE, ...)
 * is caught and ignored. One the kernel sends for a fault of our own, or
 * SIGXCPU at the CPU time limit, still ends the fuzzer. */
static void on_signal(int sig, siginfo_t *si, void *uc)
{
	(void)uc;
	if (si->si_code <= 0)
		return;
	if (sig == SIGSEGV || sig == SIGBUS || sig == SIGILL ||
	    sig == SIGFPE || sig == SIGXCPU || sig == SIGTRAP) {
		signal(sig, SIG_DFL);
		raise(sig);
	}
}

static void signals(void)
{
	struct sigaction sa = { .sa_sigaction = on_signal,
				.sa_flags = SA_SIGINFO };
	struct itimerval it = { { 0, 10000 }, { 0, 10000 } };
	sigset_t none_set;

	for (int s = 1; s < 65; s++)
		if (s != SIGKILL && s != SIGSTOP)
			sigaction(s, &sa, NULL);
	sigemptyset(&none_set);
	sigprocmask(SIG_SETMASK, &none_set, NULL);
	/* No SA_RESTART: a call that blocks returns EINTR within 10 ms. */
	setitimer(ITIMER_REAL, &it, NULL);
}

static void limits(unsigned cpu)
{
	struct rlimit fsize = { 1 << 24, 1 << 24 }, nofile = { 64, 64 };
	struct rlimit as = { 1ul << 31, 1ul << 31 }, c = { cpu, cpu + 1 };
	struct rlimit core = { 0, 0 };

	setrlimit(RLIMIT_FSIZE, &fsize);
	setrlimit(RLIMIT_NOFILE, &nofile);
	setrlimit(RLIMIT_AS, &as);
	setrlimit(RLIMIT_CPU, &c);
	setrlimit(RLIMIT_CORE, &core);
}

static void own_descriptors(void)
{
	int null = open("/dev/null", O_RDWR);

	for (int fd = 0; fd < 3; fd++)
		if (fd != null)
			dup2(null, fd);
	syscall(SYS_close_range, 3, ~0u, 0);
}

/* Whether we are in a pid namespace of our own (NSpid has the pid of
 * each level) and one whose network has nothing but lo. */
static void namespaces(void)
{
	char line[256];
	FILE *f = fopen("/proc/self/status", "r");
	int ifaces = 0, lo = 0;

	while (f && fgets(line, sizeof(line), f))
		if (!strncmp(line, "NSpid:", 6))
			pid_private = strchr(line + 7, '\t') != NULL;
	if (f)
		fclose(f);
	f = fopen("/proc/net/dev", "r");
	while (f && fgets(line, sizeof(line), f)) {
		if (!strchr(line, ':'))
			continue;
		ifaces++;
		lo += !strncmp(line + strspn(line, " "), "lo:", 3);
	}
	if (f)
		fclose(f);
	net_private = ifaces == 1 && lo == 1;
}

static void memory(void)
{
	char *m = mmap(NULL, SCRATCH + 2 * PAGE, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (m == MAP_FAILED)
		exit(99);
	scratch = m;
	edge = m + SCRATCH;
	munmap(edge, PAGE);
	none = edge + PAGE;
	mprotect(none, PAGE, PROT_NONE);
	victim = mmap(NULL, VICTIM, PROT_READ | PROT_WRITE,
		      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (victim == MAP_FAILED)
		exit(99);
}

/* A few descriptors of every kind for the random numbers to hit. */
static void descriptors(void)
{
	int sv[2], p[2];

	open("fz-file", O_RDWR | O_CREAT, 0600);
	open(".", O_RDONLY | O_DIRECTORY);
	if (pipe(p) == 0 && socketpair(AF_UNIX, SOCK_STREAM, 0, sv) == 0)
		write(p[1], "\033]0;x\007", 6);
	syscall(SYS_eventfd2, 0, 0);
	syscall(SYS_epoll_create1, 0);
	syscall(SYS_memfd_create, "fz\033[2J", 0);
	socket(AF_INET, SOCK_DGRAM, 0);
	syscall(SYS_inotify_init1, 0);
}

/* Runs in the directory it is given (its current one): the files it
 * makes stay there, for the caller to remove. */
int main(int argc, char **argv)
{
	uint64_t seed = argc > 1 ? strtoull(argv[1], NULL, 0) : 1;
	unsigned long count = argc > 2 ? strtoul(argv[2], NULL, 0) : 1000;

	rng = seed * 2654435761u + 88172645463325252ull;
	setsid();
	namespaces();
	own_descriptors();
	limits(argc > 3 ? (unsigned)atoi(argv[3]) : 60);
	memory();
	descriptors();
	signals();
	for (unsigned long i = 0; i < count; ) {
		long nr = (long)(rnd() % MAX_NR), a[6];

		for (int k = 0; k < 6; k++)
			a[k] = argument();
		if (!policy(nr, a))
			continue;
		i++;
		if (rnd() % 8 == 0)
			refill();
		syscall(nr, a[0], a[1], a[2], a[3], a[4], a[5]);
	}
	syscall(SYS_exit_group, 3);
	return 3;
}
