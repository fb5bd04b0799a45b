/* capwhy.c - what failure-cause says about a capability EPERM and about
 * the EINVAL of an argument rule, proved on the running kernel.
 *
 * Capabilities (capabilities(7), "Transformation of capabilities during
 * execve()", "Capability bounding set"; prctl(2) PR_SET_NO_NEW_PRIVS;
 * user_namespaces(7), "Capabilities"), each in a throw-away child, with
 * sethostname(2) (CAP_SYS_ADMIN over the UTS namespace's owner) as the
 * check, given the current name so nothing changes when it works:
 *   - a capability in the permitted set but not the effective one does
 *     not count: EPERM; raised again (capset) it works;
 *   - root that dropped it from its bounding set lacks it after execve
 *     (CapPrm without it): the bounding set limits what execve gives root;
 *   - with no_new_privs, a set-user-ID-root program gives no
 *     capabilities at execve (CapEff 0, the euid stays);
 *   - after unshare(CLONE_NEWUSER) the thread has every capability in
 *     its new namespace, and sethostname still fails with EPERM: the UTS
 *     namespace belongs to the parent one; with CLONE_NEWUTS too it works;
 *     settimeofday(NULL, NULL) (capable(CAP_SYS_TIME), gettimeofday(2)
 *     ERRORS EPERM), which works as root and changes nothing, fails too.
 * Argument rules (EINVAL), the ones the tests make fail:
 *   - munmap(2) ERRORS: an address not a multiple of the page size;
 *   - dup3(2) ERRORS: a flag other than O_CLOEXEC;
 *   - rename(2) ERRORS: RENAME_EXCHANGE with RENAME_NOREPLACE;
 *   - openat2(2) ERRORS: size smaller than OPEN_HOW_SIZE_VER0 (24);
 *   - mmap(2) ERRORS: flags with neither MAP_SHARED nor MAP_PRIVATE
 *     (MAP_TYPE bits 0);
 *   - clone(2) ERRORS (clone3): size smaller than CLONE_ARGS_SIZE_VER0
 *     (64); with 64, an exit_signal above the signals (no rule names it);
 *   - lseek(2) ERRORS: whence 99 (not valid), and SEEK_SET to -1 (the
 *     resulting offset would be negative: no rule names it).
 * As uid 65534 (run.sh runs it again) the capability part is skipped. */
#include "kcheck.h"
#include <fcntl.h>
#include <linux/capability.h>
#include <sched.h>
#include <stdint.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/wait.h>

static char host[256];

static int capset_eff(int drop, int keep_prm)
{
	struct __user_cap_header_struct h = { _LINUX_CAPABILITY_VERSION_3, 0 };
	struct __user_cap_data_struct d[2];

	if (syscall(SYS_capget, &h, d))
		return -1;
	d[drop / 32].effective &= ~(1u << (drop % 32));
	if (!keep_prm)
		d[drop / 32].permitted &= ~(1u << (drop % 32));
	return (int)syscall(SYS_capset, &h, d);
}

/* The hex set of "Key:" in /proc/self/status. */
static unsigned long long status_hex(const char *key)
{
	char line[256];
	unsigned long long v = ~0ull;
	size_t n = strlen(key);
	FILE *f = fopen("/proc/self/status", "re");

	while (f && fgets(line, sizeof(line), f))
		if (!strncmp(line, key, n) && line[n] == ':')
			v = strtoull(line + n + 1, NULL, 16);
	if (f)
		fclose(f);
	return v;
}

/* Runs fn in a child; its exit status is its verdict (0 ok). */
static void in_child(const char *what, int (*fn)(void))
{
	int st;
	pid_t pid;

	fflush(stdout);
	pid = fork();
	if (pid == 0) {
		int rc = fn();

		fflush(stdout);
		_exit(rc);
	}
	waitpid(pid, &st, 0);
	if (WIFEXITED(st) && WEXITSTATUS(st) == 77)
		kc_skip(what, "see the line above");
	else
		kc_report(WIFEXITED(st) && WEXITSTATUS(st) == 0, what,
			  "child exit status %d", WIFEXITED(st) ?
			  WEXITSTATUS(st) : -1);
}

static int eff_only(void)
{
	if (capset_eff(CAP_SYS_ADMIN, 1))
		return 2;
	KC_EXPECT("sethostname, CAP_SYS_ADMIN permitted not effective",
		  sethostname(host, strlen(host)), EPERM);
	if (!(status_hex("CapPrm") >> CAP_SYS_ADMIN & 1))
		return 3;
	return kc_failed;
}

static const char *self;

static int bounding(void)
{
	char *argv[] = { (char *)self, "after-bnd", NULL };

	if (prctl(PR_CAPBSET_DROP, CAP_SYS_ADMIN, 0, 0, 0))
		return 2;
	execv(self, argv);
	return 4;
}

static int after_bnd(void)
{
	if (status_hex("CapPrm") >> CAP_SYS_ADMIN & 1)
		return 5;	/* root's execve took it outside the bounding set */
	KC_EXPECT("sethostname, root without CAP_SYS_ADMIN in its bounding set",
		  sethostname(host, strlen(host)), EPERM);
	return kc_failed;
}

static char suid[64];

static int nnp(void)
{
	char *argv[] = { suid, "after-nnp", NULL };

	if (setresgid(65534, 65534, 65534) || setresuid(65534, 65534, 65534))
		return 2;
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0))
		return 3;
	execv(suid, argv);
	return 4;
}

static int after_nnp(void)
{
	if (status_hex("CapEff") != 0 || geteuid() == 0)
		return 5;	/* the set-user-ID bit gave it root */
	KC_EXPECT("sethostname, set-user-ID root program under no_new_privs",
		  sethostname(host, strlen(host)), EPERM);
	return kc_failed;
}

static int userns(void)
{
	if (unshare(CLONE_NEWUSER)) {
		printf("skip unshare(CLONE_NEWUSER): %s\n", strerror(errno));
		return 77;
	}
	if (!(status_hex("CapEff") >> CAP_SYS_ADMIN & 1))
		return 5;
	KC_EXPECT("sethostname in a new user namespace, UTS of the parent's",
		  sethostname(host, strlen(host)), EPERM);
	/* capable(CAP_SYS_TIME): the initial namespace's; with no
	 * arguments the call changes nothing */
	KC_EXPECT("settimeofday(NULL, NULL) in a new user namespace",
		  syscall(SYS_settimeofday, NULL, NULL), EPERM);
	return kc_failed;
}

static int userns_uts(void)
{
	if (unshare(CLONE_NEWUSER | CLONE_NEWUTS)) {
		printf("skip unshare(CLONE_NEWUSER|CLONE_NEWUTS): %s\n",
		       strerror(errno));
		return 77;
	}
	KC_EXPECT("sethostname in a new user namespace with its own UTS",
		  sethostname(host, strlen(host)), 0);
	return kc_failed;
}

static void args(void)
{
	long pg = sysconf(_SC_PAGESIZE);
	char *p = mmap(NULL, 2 * pg, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS,
		       -1, 0);
	struct { uint64_t flags, mode, resolve; } how = { O_RDONLY, 0, 0 };

	KC_EXPECT("munmap of an address not page-aligned", munmap(p + 1, pg),
		  EINVAL);
	KC_EXPECT("dup3 with a flag other than O_CLOEXEC",
		  syscall(SYS_dup3, 0, 100, O_NONBLOCK), EINVAL);
	KC_EXPECT("renameat2 RENAME_EXCHANGE|RENAME_NOREPLACE",
		  syscall(SYS_renameat2, AT_FDCWD, "/", AT_FDCWD, "/",
			  (1u << 1) | (1u << 0)), EINVAL);
	KC_EXPECT("mmap with neither MAP_SHARED nor MAP_PRIVATE",
		  mmap(NULL, pg, PROT_READ, MAP_ANONYMOUS, -1, 0) == MAP_FAILED ?
		  -1 : 0, EINVAL);
	{
		int fd = open("/proc/self/exe", O_RDONLY);

		KC_EXPECT("lseek with whence 99", lseek(fd, 0, 99), EINVAL);
		KC_EXPECT("lseek SEEK_SET to -1", lseek(fd, -1, SEEK_SET),
			  EINVAL);
		close(fd);
	}
#ifdef SYS_clone3
	{
		uint64_t ca[11] = { 0 };

		/* both fail before anything is made: no child either way */
		KC_EXPECT("clone3 with size 32 < CLONE_ARGS_SIZE_VER0",
			  syscall(SYS_clone3, ca, 32), EINVAL);
		ca[4] = 0x100;	/* exit_signal */
		KC_EXPECT("clone3 with size 64, exit_signal 0x100",
			  syscall(SYS_clone3, ca, 64), EINVAL);
	}
#endif
#ifdef SYS_openat2
	KC_EXPECT("openat2 with size 16 < OPEN_HOW_SIZE_VER0",
		  syscall(SYS_openat2, AT_FDCWD, "/", &how, 16), EINVAL);
	KC_EXPECT("openat2 with size 24", syscall(SYS_openat2, AT_FDCWD,
						  "/", &how, 24) >= 0 ? 0 : -1, 0);
#endif
}

int main(int argc, char **argv)
{
	self = argv[0];
	gethostname(host, sizeof(host) - 1);
	if (argc > 1 && !strcmp(argv[1], "after-bnd"))
		return after_bnd();
	if (argc > 1 && !strcmp(argv[1], "after-nnp"))
		return after_nnp();
	args();
	if (geteuid() == 0)
		KC_EXPECT("settimeofday(NULL, NULL) as root",
			  syscall(SYS_settimeofday, NULL, NULL), 0);
	if (geteuid() != 0) {
		kc_skip("capability causes", "not root");
		return kc_exit();
	}
	in_child("permitted, not effective", eff_only);
	in_child("bounding set at execve", bounding);
	snprintf(suid, sizeof(suid), "/tmp/kcheck-capwhy-%d", (int)getpid());
	{
		int in = open(self, O_RDONLY), out = open(suid, O_WRONLY |
							  O_CREAT | O_EXCL, 0700);
		char buf[65536];
		ssize_t n;

		while (in >= 0 && out >= 0 && (n = read(in, buf, sizeof(buf))) > 0)
			if (write(out, buf, (size_t)n) != n)
				break;
		close(in);
		close(out);
		chmod(suid, 04755);
		in_child("no_new_privs at a set-user-ID execve", nnp);
		unlink(suid);
	}
	in_child("user namespace owns not the UTS namespace", userns);
	in_child("user namespace with its own UTS namespace", userns_uts);
	return kc_exit();
}
