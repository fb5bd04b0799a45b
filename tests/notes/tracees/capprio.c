/* capprio.c - scheduling calls a capability rule must not claim, for
 * notes/cap-sched-priority.test: sched_setscheduler/sched_setattr to SCHED_FIFO or
 * SCHED_RR (EPERM) and setpriority (EACCES) where the kernel never asked
 * for CAP_SYS_NICE, and where it did.
 *
 *   capprio sched|nice   as root with CAP_SYS_NICE: sets the thread up
 *                    (SCHED_FIFO 10 with reset-on-fork; nice 5), drops
 *                    to uid 65534 without capabilities, makes the calls
 *                    and prints what it measured and
 *   capprio sched-passed|nice-passed   the same with only the calls that
 *                    need no capability after the setup, and
 *     inject: SPEC   an -e inject= that fails those calls (and no setup
 *                    call) with the errno an LSM would give
 *     expect: REGEX  a capability-required note abitrace must print
 *     reject: REGEX  a note the trace must not have (the call failed
 *                    although no capability was needed: an LSM refused)
 *     passed: TEXT   a call that needs no capability, and worked
 *     count: N       how many capability-required notes in all
 *   capprio deny HOOK ERRNO CMD...  as root: runs CMD with a BPF LSM
 *                    program on security_HOOK that returns -ERRNO to
 *                    every thread named "capprio" (the measured calls;
 *                    the setup runs as "capprio-s"); exit 77 when the
 *                    kernel has no BPF LSM.
 *   capprio setns    as root: whether a chrooted thread can enter a
 *                    user namespace (userns_install() has no chroot
 *                    check; create_user_ns() has).
 * The test runs each mode untraced first and compares the "measured:"
 * lines with the traced run's. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <linux/bpf.h>
#include <linux/btf.h>
#include <sched.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "note-expect.h"

#define CAP_SYS_NICE_BIT 23
#define SCHED_FLAG_RESET_ON_FORK 0x01	/* linux/sched.h, which clashes with sched.h */

static int notes;
/* only the calls that need no capability (the -passed modes) */
static int passed_only;
/* calls of each syscall before the measured ones, for "inject:" */
static int setup_sched, setup_prio;

static const char *err_of(long r)
{
	return r == 0 ? "works" : strerrorname_np(errno);
}

/* An expected capability-required note, counted. */
#define expect_msg(...) \
	(note_expect("capability-required", __VA_ARGS__), notes++)

static unsigned long long cap_eff(void)
{
	FILE *f = fopen("/proc/self/status", "r");
	unsigned long long eff = 0;
	char line[256];

	while (f && fgets(line, sizeof(line), f))
		if (sscanf(line, "CapEff: %llx", &eff) == 1)
			break;
	if (f)
		fclose(f);
	return eff;
}

/* To uid 65534: setresuid() from 0 clears the capabilities. */
static void drop(void)
{
	if (setgroups(0, NULL) < 0 || setresgid(65534, 65534, 65534) < 0 ||
	    setresuid(65534, 65534, 65534) < 0 || cap_eff()) {
		printf("kernel: cannot drop to uid 65534: %s\n", strerror(errno));
		exit(2);
	}
}

/* The measured calls run under this name, the setup under another:
 * what the test's LSM program refuses. */
static void measured_name(void)
{
	prctl(PR_SET_NAME, "capprio");
}

/* A call that needs CAP_SYS_NICE (the capability check decides). */
static void decided(const char *what, long r, int err, const char *call)
{
	printf("measured: %s: %s\n", what, err_of(r));
	if (r < 0 && errno == err)
		expect_msg("%s failed with %s: the kernel checks CAP_SYS_NICE here, and this thread did not have it in its effective set",
			   call, strerrorname_np(err));
}

/* A call that needs no capability: it works, or an LSM refused. */
static void passed(const char *what, long r, int err, const char *call)
{
	printf("measured: %s: %s\n", what, err_of(r));
	if (r == 0)
		printf("passed: %s\n", what);
	else if (errno == err)
		printf("reject: note\\[capability-required\\]: %s failed with %s\n",
		       call, strerrorname_np(err));
}

static long set_sched(int policy, int prio)
{
	struct sched_param sp = { .sched_priority = prio };

	return syscall(SYS_sched_setscheduler, 0, policy, &sp);
}

/* struct sched_attr of sched_setattr(2), SCHED_ATTR_SIZE_VER0 */
struct attr0 {
	uint32_t size, policy;
	uint64_t flags;
	int32_t nice;
	uint32_t priority;
	uint64_t runtime, deadline, period;
};

static long set_attr(int policy, int prio, uint64_t flags)
{
	struct attr0 a = { .size = sizeof(a), .policy = (uint32_t)policy,
			   .flags = flags, .priority = (uint32_t)prio };

	return syscall(SYS_sched_setattr, 0, &a, 0);
}

/* user_check_sched_setscheduler() for a SCHED_FIFO 10 thread with
 * reset-on-fork and RLIMIT_RTPRIO 0, without CAP_SYS_NICE. */
static int sched(void)
{
	struct rlimit rl;

	prctl(PR_SET_NAME, "capprio-s");
	setup_sched++;
	if (set_sched(SCHED_FIFO | SCHED_RESET_ON_FORK, 10) < 0) {
		printf("skip: no SCHED_FIFO even as root: %s\n", strerror(errno));
		return 77;
	}
	/* a soft limit may always go down */
	getrlimit(RLIMIT_RTPRIO, &rl);
	rl.rlim_cur = 0;
	setrlimit(RLIMIT_RTPRIO, &rl);
	drop();
	measured_name();
	if (passed_only) {
		printf("inject: sched_setscheduler:error=EPERM:when=%d+\n",
		       setup_sched + 1);
		printf("inject: sched_setattr:error=EPERM\n");
	}

	if (!passed_only) {
		/* policy change with RLIMIT_RTPRIO 0, priority above both the
		 * thread's and RLIMIT_RTPRIO, and reset-on-fork dropped */
		decided("sched_setscheduler(SCHED_RR 10), RLIMIT_RTPRIO 0",
			set_sched(SCHED_RR | SCHED_RESET_ON_FORK, 10), EPERM,
			"sched_setscheduler");
		decided("sched_setscheduler(SCHED_FIFO 11), rt_priority 10, RLIMIT_RTPRIO 0",
			set_sched(SCHED_FIFO | SCHED_RESET_ON_FORK, 11), EPERM,
			"sched_setscheduler");
		decided("sched_setattr(SCHED_FIFO 11), rt_priority 10, RLIMIT_RTPRIO 0",
			set_attr(SCHED_FIFO, 11, SCHED_FLAG_RESET_ON_FORK), EPERM,
			"sched_setattr");
		decided("sched_setscheduler(SCHED_FIFO 10) dropping reset-on-fork",
			set_sched(SCHED_FIFO, 10), EPERM, "sched_setscheduler");
		decided("sched_setattr(SCHED_FIFO 10) dropping reset-on-fork",
			set_attr(SCHED_FIFO, 10, 0), EPERM, "sched_setattr");
	}
	/* The same policy and priority, reset-on-fork kept: nothing for
	 * the capability to allow. */
	passed("sched_setscheduler(SCHED_FIFO|SCHED_RESET_ON_FORK 10), as it is",
	       set_sched(SCHED_FIFO | SCHED_RESET_ON_FORK, 10), EPERM,
	       "sched_setscheduler");
	passed("sched_setattr(SCHED_FIFO 10, SCHED_FLAG_RESET_ON_FORK), as it is",
	       set_attr(SCHED_FIFO, 10, SCHED_FLAG_RESET_ON_FORK), EPERM,
	       "sched_setattr");
	/* a lower priority of the same policy: the last call */
	passed("sched_setscheduler(SCHED_FIFO|SCHED_RESET_ON_FORK 9), lower",
	       set_sched(SCHED_FIFO | SCHED_RESET_ON_FORK, 9), EPERM,
	       "sched_setscheduler");
	return 0;
}

/* set_one_prio() for a thread at nice 5 with RLIMIT_NICE 0, without
 * CAP_SYS_NICE, on itself and on a process of its own at nice 10. */
static int renice(void)
{
	int to_child[2], from_child[2];
	char what[160], b;
	struct rlimit rl;
	pid_t c;

	prctl(PR_SET_NAME, "capprio-s");
	if (pipe(to_child) < 0 || pipe(from_child) < 0)
		return 2;
	fflush(stdout);
	c = fork();
	if (c == 0) {	/* the other target, at nice 10, uid 65534 */
		drop();
		write(from_child[1], "r", 1);
		read(to_child[0], &b, 1);
		_exit(0);
	}
	if (c < 0 || read(from_child[0], &b, 1) != 1) {
		printf("kernel: no target process\n");
		return 2;
	}
	setup_prio += 2;
	if (setpriority(PRIO_PROCESS, 0, 5) < 0 ||
	    setpriority(PRIO_PROCESS, c, 10) < 0) {
		printf("skip: cannot set nice 5 and 10: %s\n", strerror(errno));
		return 77;
	}
	getrlimit(RLIMIT_NICE, &rl);
	rl.rlim_cur = 0;
	setrlimit(RLIMIT_NICE, &rl);
	drop();
	measured_name();
	if (passed_only)
		printf("inject: setpriority:error=EACCES:when=%d+\n",
		       setup_prio + 1);

	if (!passed_only) {
		decided("setpriority(PRIO_PROCESS, 0, 4), nice 5, RLIMIT_NICE 0",
			setpriority(PRIO_PROCESS, 0, 4), EACCES, "setpriority");
		/* its own pid, and a value the kernel clamps to -20 */
		decided("setpriority(PRIO_PROCESS, self, -100), nice 5, RLIMIT_NICE 0",
			setpriority(PRIO_PROCESS, getpid(), -100), EACCES, "setpriority");
		/* the target's nice counts, not the caller's */
		decided("setpriority(PRIO_PROCESS, child, 7), child's nice 10, RLIMIT_NICE 0",
			setpriority(PRIO_PROCESS, c, 7), EACCES, "setpriority");
	}
	passed("setpriority(PRIO_PROCESS, child, 12), child's nice 10",
	       setpriority(PRIO_PROCESS, c, 12), EACCES, "setpriority");
	passed("setpriority(PRIO_PROCESS, 0, 5), nice 5, as it is",
	       setpriority(PRIO_PROCESS, 0, 5), EACCES, "setpriority");
	snprintf(what, sizeof(what), "setpriority(PRIO_PROCESS, 0, 100), nice 5, clamped to 19");
	passed(what, setpriority(PRIO_PROCESS, 0, 100), EACCES, "setpriority");
	write(to_child[1], "x", 1);
	waitpid(c, NULL, 0);
	return 0;
}

/* ---- deny: a BPF LSM program for the measured calls ----------------- */

static long sys_bpf(int cmd, union bpf_attr *attr)
{
	return syscall(SYS_bpf, cmd, attr, sizeof(*attr));
}

/* The BTF id of function name in the kernel's BTF, or -1. */
static int btf_func(const char *name)
{
	static const size_t extra[] = {
		[BTF_KIND_INT] = 4, [BTF_KIND_ARRAY] = 12, [BTF_KIND_VAR] = 4,
		[BTF_KIND_DECL_TAG] = 4,
	};
	int fd = open("/sys/kernel/btf/vmlinux", O_RDONLY), id = 1, ret = -1;
	const struct btf_header *h;
	const char *strs;
	size_t size = 0, cap = 1 << 20, off, end;
	char *buf = malloc(cap);
	ssize_t n;

	if (fd < 0 || !buf)
		goto out;
	while ((n = read(fd, buf + size, cap - size)) > 0) {
		size += (size_t)n;
		if (size == cap && !(buf = realloc(buf, cap *= 2)))
			goto out;
	}
	h = (const void *)buf;
	if (size < sizeof(*h) || h->magic != BTF_MAGIC ||
	    (size_t)h->hdr_len + h->type_off + h->type_len > size ||
	    (size_t)h->hdr_len + h->str_off + h->str_len > size)
		goto out;
	strs = buf + h->hdr_len + h->str_off;
	off = h->hdr_len + h->type_off;
	end = off + h->type_len;
	while (off + sizeof(struct btf_type) <= end) {
		const struct btf_type *t = (const void *)(buf + off);
		unsigned kind = BTF_INFO_KIND(t->info), vlen = BTF_INFO_VLEN(t->info);

		if (kind == BTF_KIND_FUNC && t->name_off < h->str_len &&
		    !strcmp(strs + t->name_off, name)) {
			ret = id;
			break;
		}
		off += sizeof(*t);
		switch (kind) {
		case BTF_KIND_STRUCT: case BTF_KIND_UNION:
		case BTF_KIND_DATASEC: case BTF_KIND_ENUM64:
			off += 12 * (size_t)vlen;
			break;
		case BTF_KIND_ENUM: case BTF_KIND_FUNC_PROTO:
			off += 8 * (size_t)vlen;
			break;
		default:
			if (kind > BTF_KIND_ENUM64)
				goto out;	/* a kind newer than we know */
			off += kind < sizeof(extra) / sizeof(extra[0]) ? extra[kind] : 0;
		}
		id++;
	}
out:
	if (fd >= 0)
		close(fd);
	free(buf);
	return ret;
}

#define INSN(c, d, s, o, i) { .code = (c), .dst_reg = (d), .src_reg = (s), .off = (o), .imm = (i) }

/* Loads "return -err to a thread named capprio" on bpf_lsm_HOOK and
 * attaches it; the link lives as long as this process. */
static int deny(const char *hook, int err)
{
	char fn[64], log[4096] = "", comm[8] = "capprio";
	uint64_t c8;
	union bpf_attr a;
	int id, prog;

	memcpy(&c8, comm, 8);
	struct bpf_insn insns[] = {
		INSN(BPF_ALU64 | BPF_MOV | BPF_X, 1, 10, 0, 0),
		INSN(BPF_ALU64 | BPF_ADD | BPF_K, 1, 0, 0, -16),
		INSN(BPF_ALU64 | BPF_MOV | BPF_K, 2, 0, 0, 16),
		INSN(BPF_JMP | BPF_CALL, 0, 0, 0, BPF_FUNC_get_current_comm),
		INSN(BPF_LDX | BPF_MEM | BPF_DW, 1, 10, -16, 0),
		INSN(BPF_LD | BPF_DW | BPF_IMM, 2, 0, 0, (int32_t)(uint32_t)c8),
		INSN(0, 0, 0, 0, (int32_t)(uint32_t)(c8 >> 32)),
		INSN(BPF_JMP | BPF_JNE | BPF_X, 1, 2, 2, 0),
		INSN(BPF_ALU64 | BPF_MOV | BPF_K, 0, 0, 0, -err),
		INSN(BPF_JMP | BPF_EXIT, 0, 0, 0, 0),
		INSN(BPF_ALU64 | BPF_MOV | BPF_K, 0, 0, 0, 0),
		INSN(BPF_JMP | BPF_EXIT, 0, 0, 0, 0),
	};

	snprintf(fn, sizeof(fn), "bpf_lsm_%s", hook);
	id = btf_func(fn);
	if (id < 0) {
		printf("skip: no %s in the kernel's BTF\n", fn);
		return -1;
	}
	memset(&a, 0, sizeof(a));
	a.prog_type = BPF_PROG_TYPE_LSM;
	a.expected_attach_type = BPF_LSM_MAC;
	a.attach_btf_id = (uint32_t)id;
	a.insns = (uintptr_t)insns;
	a.insn_cnt = sizeof(insns) / sizeof(insns[0]);
	a.license = (uintptr_t)"GPL";
	a.log_buf = (uintptr_t)log;
	a.log_size = sizeof(log);
	a.log_level = 1;
	prog = (int)sys_bpf(BPF_PROG_LOAD, &a);
	if (prog < 0) {
		printf("skip: cannot load a BPF LSM program: %s\n%s",
		       strerror(errno), log);
		return -1;
	}
	memset(&a, 0, sizeof(a));
	a.raw_tracepoint.prog_fd = (uint32_t)prog;
	if (sys_bpf(BPF_RAW_TRACEPOINT_OPEN, &a) < 0) {
		/* the BPF LSM is built but not in the kernel's lsm= list */
		printf("skip: cannot attach a BPF LSM program: %s\n", strerror(errno));
		return -1;
	}
	return 0;
}

static int deny_run(char **argv)
{
	int st;
	pid_t c;

	if (!argv[0] || !argv[1] || !argv[2])
		return 2;
	if (deny(argv[0], !strcmp(argv[1], "EACCES") ? EACCES : EPERM) < 0)
		return 77;
	fflush(stdout);
	c = fork();
	if (c == 0) {
		execvp(argv[2], argv + 2);
		_exit(127);
	}
	if (c < 0 || waitpid(c, &st, 0) < 0)
		return 2;
	return WIFEXITED(st) ? WEXITSTATUS(st) : 2;
}

/* ---- setns: is there a chroot check before CAP_SYS_ADMIN? ------------ */

static int setns_probe(void)
{
	char dir[] = "/tmp/capprio.XXXXXX", path[64], b;
	int p[2], q[2], fd, st;
	pid_t owner, c;

	if (!mkdtemp(dir) || pipe(p) < 0 || pipe(q) < 0)
		return 2;
	fflush(stdout);
	owner = fork();
	if (owner == 0) {	/* holds a new user namespace */
		if (unshare(CLONE_NEWUSER) < 0)
			_exit(77);
		write(q[1], "u", 1);
		read(p[0], &b, 1);
		_exit(0);
	}
	close(q[1]);
	if (read(q[0], &b, 1) != 1) {
		waitpid(owner, NULL, 0);
		rmdir(dir);
		printf("skip: cannot make a user namespace\n");
		return 77;
	}
	snprintf(path, sizeof(path), "/proc/%d/ns/user", owner);
	fd = open(path, O_RDONLY);
	c = fork();
	if (c == 0) {
		long r;

		if (fd < 0 || chroot(dir) < 0 || chdir("/") < 0)
			_exit(2);
		r = syscall(SYS_setns, fd, CLONE_NEWUSER);
		printf("measured: setns(user namespace) chrooted, with CAP_SYS_ADMIN: %s\n",
		       err_of(r));
		_exit(0);
	}
	waitpid(c, &st, 0);
	c = fork();
	if (c == 0) {
		long r;

		if (chroot(dir) < 0 || chdir("/") < 0)
			_exit(2);
		r = unshare(CLONE_NEWUSER);
		printf("measured: unshare(CLONE_NEWUSER) chrooted, with CAP_SYS_ADMIN: %s\n",
		       err_of(r));
		_exit(0);
	}
	waitpid(c, &st, 0);
	write(p[1], "x", 1);
	waitpid(owner, NULL, 0);
	rmdir(dir);
	return 0;
}

int main(int argc, char **argv)
{
	int r;

	setvbuf(stdout, NULL, _IOLBF, 0);
	if (geteuid() != 0) {
		printf("skip: run me as root\n");
		return 77;
	}
	if (argc > 1 && !strcmp(argv[1], "deny"))
		return deny_run(argv + 2);
	if (argc > 1 && !strcmp(argv[1], "setns"))
		return setns_probe();
	if (!(cap_eff() >> CAP_SYS_NICE_BIT & 1)) {
		printf("skip: root lacks CAP_SYS_NICE here (bounding set)\n");
		return 77;
	}
	passed_only = argc > 1 && strstr(argv[1], "-passed");
	if (argc > 1 && !strncmp(argv[1], "sched", 5))
		r = sched();
	else if (argc > 1 && !strncmp(argv[1], "nice", 4))
		r = renice();
	else
		return 2;
	if (r)
		return r;
	printf("count: %d\n", notes);
	return 0;
}
