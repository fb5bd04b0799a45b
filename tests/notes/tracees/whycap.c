/* whycap MODE [SUID-COPY]: calls that fail with EPERM for want of a
 * capability, each for a cause of its own, and EINVAL of argument
 * rules; prints what failure-cause must say (tests/notes/why-cap.test).
 * Every sethostname() passes the current name: nothing changes when it
 * works. Lines:
 *   pair: CALL-ERE<TAB>NOTE-ERE  the call, and its failure-cause note on
 *                                the next line
 *   refute: ERE                  no failure-cause note may match
 *   skip: WHY                    (exit 77) the kernel lacks a feature
 * Modes (capabilities(7), prctl(2), user_namespaces(7)):
 *   eff       root, CAP_SYS_ADMIN lowered from the effective set only
 *   bnd       root, CAP_SYS_ADMIN dropped from the bounding set, then an
 *             execve of itself (bnd2): root's execve gives CapBnd only
 *   nnp       SUID-COPY is a set-user-ID root copy of this program: as
 *             uid 65534 with no_new_privs, execve of it (nnp2) gives no
 *             capability
 *   nnpplain  the same execve of this program itself (not set-user-ID):
 *             no_new_privs is set but is not the reason (control)
 *   nosuid    SUID-COPY is a set-user-ID root copy on a nosuid mount: as
 *             uid 65534, execve of it (nosuid2) gives no capability;
 *             nnp, on a mount without nosuid, is its control
 *   userns    unshare(CLONE_NEWUSER): every capability, in a namespace
 *             that does not own the UTS namespace
 *   usernsuts unshare(CLONE_NEWUSER|CLONE_NEWUTS), run with an injected
 *             EPERM: the capability counts, not the cause (control)
 *   had       root, run with an injected EPERM: not the cause (control)
 *   kill PID  uid 65534 probes root's process PID: the uid rule and why
 *             CAP_KILL is missing
 *   killhad PID  root probes uid 65534's process PID, run with an
 *             injected EPERM: CAP_KILL counts, not the cause (control)
 *   nropen    root, a RLIMIT_NOFILE hard limit above fs.nr_open: the
 *             EPERM of the check before CAP_SYS_RESOURCE (control)
 *   none      run as uid 65534 without capabilities (setpriv, or abitrace
 *             -u nobody, whose filter sets no_new_privs: read, not assumed)
 *   args      EINVAL: munmap misaligned, length 0, length too big (no
 *             rule holds); dup3 unknown flag; renameat2
 *             RENAME_EXCHANGE|RENAME_NOREPLACE and an unknown bit;
 *             openat2 size 16 and an unknown resolve bit; mmap without
 *             MAP_SHARED or MAP_PRIVATE and of length 0; clone3 size
 *             32 and an exit_signal no rule names; lseek with whence
 *             99 and to offset -1; umount2 with an unknown flag and
 *             (as root) of a directory that is not a mount point;
 *             setrlimit of an unknown resource and of a soft limit
 *             over the hard one */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/capability.h>
#include <sched.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/utsname.h>
#include <unistd.h>

static char host[256];

/* s as an ERE matching itself */
static void ere(const char *s)
{
	for (; *s; s++) {
		if (strchr("\\^$.|?*+()[]{}", *s))
			putchar('\\');
		putchar(*s);
	}
}

static void pair(const char *call, const char *note)
{
	printf("pair: ^");
	ere(call);
	printf(" += -1 E[A-Z]+ \\(\t^  \\^ note\\[failure-cause\\]: ");
	ere(note);
	putchar('\n');
}

static void host_pair(const char *note)
{
	char call[300];

	snprintf(call, sizeof(call), "sethostname(\"%s\", %zu)", host,
		 strlen(host));
	pair(call, note);
}

static int try_host(void)
{
	fflush(stdout);
	return sethostname(host, strlen(host));
}

/* The program this process runs, as /proc/self/exe names it. */
static void self_exe(char *exe, size_t size)
{
	ssize_t n = readlink("/proc/self/exe", exe, size - 1);

	exe[n > 0 ? n : 0] = '\0';
}

static int lower_eff(int cap, int keep_prm)
{
	struct __user_cap_header_struct h = { _LINUX_CAPABILITY_VERSION_3, 0 };
	struct __user_cap_data_struct d[2];

	if (syscall(SYS_capget, &h, d))
		return -1;
	d[cap / 32].effective &= ~(1u << (cap % 32));
	if (!keep_prm)
		d[cap / 32].permitted &= ~(1u << (cap % 32));
	return (int)syscall(SYS_capset, &h, d);
}

static int skip(const char *what)
{
	printf("skip: %s: %s\n", what, strerror(errno));
	return 77;
}

static void args(void)
{
	long pg = sysconf(_SC_PAGESIZE);
	char *p = mmap(NULL, 2 * pg, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS,
		       -1, 0);
	struct { uint64_t flags, mode, resolve; } how = { O_RDONLY, 0, 0 };
	char call[200], note[200];

	snprintf(call, sizeof(call), "munmap(%p, %ld)", (void *)(p + 1), pg);
	snprintf(note, sizeof(note), "addr %p is not a multiple of the page "
		 "size (%ld) (rule rules.list:", (void *)(p + 1), pg);
	pair(call, note);
	munmap(p + 1, pg);

	snprintf(call, sizeof(call), "munmap(%p, 0)", (void *)p);
	pair(call, "the length is 0, which the call refuses (rule rules.list:");
	munmap(p, 0);

	/* an aligned address, a length past the address space: EINVAL
	 * that none of munmap's argument rules names */
	snprintf(call, sizeof(call), "munmap(%p, %lu)", (void *)p,
		 (unsigned long)-pg);
	pair(call, "checked the argument rules of munmap (rules.list:");
	munmap(p, (size_t)-pg);

	snprintf(note, sizeof(note), "flags %#x has bits the kernel does not "
		 "know there: %#x (known: %#x)", O_NONBLOCK, O_NONBLOCK,
		 O_CLOEXEC);
	pair("dup3(0, 100, O_NONBLOCK)", note);
	syscall(SYS_dup3, 0, 100, O_NONBLOCK);

	pair("renameat2(AT_FDCWD, \"/\", AT_FDCWD, \"/\", "
	     "RENAME_NOREPLACE|RENAME_EXCHANGE)", "flags: RENAME_EXCHANGE "
	     "with RENAME_NOREPLACE, which cannot be combined (rule rules.list:");
	syscall(SYS_renameat2, AT_FDCWD, "/", AT_FDCWD, "/", 3);
	/* control: an unknown bit alone is the flags rule, not the pair */
	pair("renameat2(AT_FDCWD, \"/\", AT_FDCWD, \"/\", 0x100 /* RENAME_??? */)",
	     "flags 0x100 has bits the kernel does not know there");
	syscall(SYS_renameat2, AT_FDCWD, "/", AT_FDCWD, "/", 0x100);
	pair("mmap(NULL, 4096, PROT_READ, MAP_FILE|MAP_ANONYMOUS, -1, 0)",
	     "flags: neither MAP_SHARED nor MAP_PRIVATE (MAP_TYPE bits 0) (rule "
	     "rules.list:");
	mmap(NULL, 4096, PROT_READ, MAP_ANONYMOUS, -1, 0);
	/* control: a valid type, length 0: the zerolen rule, not the type */
	pair("mmap(NULL, 0, PROT_READ, MAP_PRIVATE|MAP_ANONYMOUS, -1, 0)",
	     "the length is 0, which the call refuses (rule rules.list:");
	mmap(NULL, 0, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	{
		int fd = open("/proc/self/exe", O_RDONLY);

		snprintf(call, sizeof(call), "lseek(%d, 0, 0x63 /* SEEK_??? */)",
			 fd);
		struct utsname u;
		unsigned maj = 0, min = 0;

		/* the rule's seek_whence is complete up to Linux 6.18: on a
		 * newer kernel 99 may be a value, and the rule says nothing */
		if (!uname(&u))
			sscanf(u.release, "%u.%u", &maj, &min);
		pair(call, maj * 1000 + min <= 6018 ?
		     "whence 99 is not a value this kernel knows; abitrace's "
		     "seek_whence has every value up to Linux 6.18" :
		     "checked the argument rules of lseek (rules.list:");
		lseek(fd, 0, 99);
		/* control: a known whence, a negative resulting offset */
		snprintf(call, sizeof(call), "lseek(%d, -1, SEEK_SET)", fd);
		pair(call, "checked the argument rules of lseek (rules.list:");
		lseek(fd, -1, SEEK_SET);
		close(fd);
	}
	{
		struct rlimit rl = { 10, 5 };
		struct utsname u;
		unsigned maj = 0, min = 0;

		/* the flags are checked before the path is looked up */
		pair("umount2(\"/nonexistent-whycap\", 0x100 /* MNT_??? */)",
		     "flags 0x100 has bits the kernel does not know there");
		syscall(SYS_umount2, "/nonexistent-whycap", 0x100);
		/* control: known flags, not a mount point (EPERM unless
		 * CAP_SYS_ADMIN) */
		if (geteuid() == 0) {
			pair("umount2(\"/proc/self/fd\", MNT_DETACH)",
			     "checked the argument rules of umount2 (rules.list:");
			syscall(SYS_umount2, "/proc/self/fd", 2);
		}
		/* rlimit_resource is complete up to Linux 6.18, as
		 * seek_whence */
		if (!uname(&u))
			sscanf(u.release, "%u.%u", &maj, &min);
		pair("setrlimit(0x3e7 /* RLIMIT_??? */, {rlim_cur=10, "
		     "rlim_max=5})", maj * 1000 + min <= 6018 ?
		     "resource 999 is not a value this kernel knows; "
		     "abitrace's rlimit_resource has every value up to Linux "
		     "6.18" : "checked the argument rules of setrlimit "
		     "(rules.list:");
		syscall(SYS_setrlimit, 999, &rl);
		/* control: a known resource, the soft limit over the hard */
		pair("setrlimit(RLIMIT_NOFILE, {rlim_cur=10, rlim_max=5})",
		     "checked the argument rules of setrlimit (rules.list:");
		syscall(SYS_setrlimit, RLIMIT_NOFILE, &rl);
	}
#ifdef SYS_clone3
	{
		/* both fail before anything is made: no child either way */
		uint64_t ca[11] = { 0 };

		printf("pair: ^clone3\\(.*, 32\\) += -1 EINVAL \\(\t"
		       "^  \\^ note\\[failure-cause\\]: size: smaller than "
		       "CLONE_ARGS_SIZE_VER0 \\(64\\), the first struct "
		       "clone_args \\(rule rules\\.list:\n");
		syscall(SYS_clone3, ca, 32);
		/* control: the size is right, exit_signal is not a signal */
		ca[4] = 0x100;
		printf("pair: ^clone3\\(.*, 64\\) += -1 EINVAL \\(\t"
		       "^  \\^ note\\[failure-cause\\]: checked the argument "
		       "rules of clone3 \\(rules\\.list:\n");
		syscall(SYS_clone3, ca, 64);
	}
#endif
#ifdef SYS_openat2
	snprintf(call, sizeof(call), "openat2(AT_FDCWD, \"/\", %p, 16)",
		 (void *)&how);
	pair(call, "size: smaller than OPEN_HOW_SIZE_VER0 (24), the first "
	     "struct open_how (rule rules.list:");
	syscall(SYS_openat2, AT_FDCWD, "/", &how, 16);
	/* control: the size is right, resolve has an unknown bit */
	how.resolve = 0x80000000u;
	printf("pair: ^openat2\\(AT_FDCWD, \"/\", \\{flags=O_RDONLY, "
	       "resolve=0x80000000[^}]*\\}, 24\\) += -1 EINVAL \\(\t"
	       "^  \\^ note\\[failure-cause\\]: resolve 0x80000000 has bits "
	       "the kernel does not know there\n");
	syscall(SYS_openat2, AT_FDCWD, "/", &how, 24);
#endif
}

int main(int argc, char **argv)
{
	const char *mode = argc > 1 ? argv[1] : "";
	char note[400];
	struct stat st;

	setvbuf(stdout, NULL, _IOLBF, 0);
	gethostname(host, sizeof(host) - 1);
	if (!strcmp(mode, "args")) {
		args();
		return 0;
	}
	if (!strcmp(mode, "eff")) {
		if (lower_eff(CAP_SYS_ADMIN, 1))
			return skip("capset");
		host_pair("sethostname needs CAP_SYS_ADMIN: CAP_SYS_ADMIN is in "
			  "its permitted set but not in its effective one");
		printf("refute: bounding set|no_new_privs is set|user namespace \\(\n");
		try_host();
		return 0;
	}
	if (!strcmp(mode, "bnd")) {
		char *av[] = { argv[0], "bnd2", NULL };

		if (prctl(PR_CAPBSET_DROP, CAP_SYS_ADMIN, 0, 0, 0))
			return skip("PR_CAPBSET_DROP");
		execv("/proc/self/exe", av);
		return skip("execv");
	}
	if (!strcmp(mode, "bnd2")) {
		host_pair("sethostname needs CAP_SYS_ADMIN: CAP_SYS_ADMIN is not "
			  "in its bounding set (CapBnd), which limits what execve "
			  "gives uid 0");
		printf("refute: permitted set but|no_new_privs is set \\(\n");
		try_host();
		return 0;
	}
	if (!strcmp(mode, "nnp") || !strcmp(mode, "nnpplain") ||
	    !strcmp(mode, "nosuid")) {
		bool plain = !strcmp(mode, "nnpplain");
		bool nosuid = !strcmp(mode, "nosuid");
		char *av[] = { plain ? "/proc/self/exe" : argv[argc > 2 ? 2 : 0],
			       plain ? "nnpplain2" : nosuid ? "nosuid2" : "nnp2",
			       NULL };

		if (!plain && argc < 3)
			return 2;
		if (setresgid(65534, 65534, 65534) ||
		    setresuid(65534, 65534, 65534))
			return skip("setresuid");
		if (!nosuid && prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0))
			return skip("PR_SET_NO_NEW_PRIVS");
		execv(av[0], av);
		return skip("execv");
	}
	if (!strcmp(mode, "nosuid2") || !strcmp(mode, "nnp2")) {
		bool nosuid = !strcmp(mode, "nosuid2");
		char exe[256];

		self_exe(exe, sizeof(exe));
		if (nosuid)
			snprintf(note, sizeof(note), "sethostname needs "
				 "CAP_SYS_ADMIN: CAP_SYS_ADMIN is in neither its "
				 "effective nor its permitted set (euid %d): its "
				 "program \"%s\" is set-user-ID root or has file "
				 "capabilities, but it is on a nosuid mount, where "
				 "execve ignores both", (int)geteuid(), exe);
		else
			snprintf(note, sizeof(note), "sethostname needs "
				 "CAP_SYS_ADMIN: no_new_privs is set (NoNewPrivs: "
				 "1), so the execve of \"%s\", which is "
				 "set-user-ID root or has file capabilities, gave "
				 "it no capabilities: CAP_SYS_ADMIN is in none of "
				 "its sets (euid %d)", exe, (int)geteuid());
		host_pair(note);
		printf("refute: %s\n", nosuid ?
		       "dropped after its execve|no_new_privs is set \\(" :
		       "bounding set \\(CapBnd\\), which|permitted set but");
		try_host();
		return 0;
	}
	if (!strcmp(mode, "nnpplain2") || !strcmp(mode, "none")) {
		/* as it is: abitrace -u sets it for its filter */
		bool nnp = prctl(PR_GET_NO_NEW_PRIVS, 0, 0, 0, 0) == 1;

		snprintf(note, sizeof(note), "sethostname needs CAP_SYS_ADMIN: "
			 "CAP_SYS_ADMIN is in neither its effective nor its "
			 "permitted set (euid %d); checked: it is in the bounding "
			 "set and no_new_privs is %s", (int)geteuid(),
			 nnp ? "set (but the program is not set-user-ID root and "
			 "has no file capabilities), so neither is the reason: it "
			 "is not root" : "not set, so neither is the reason: it is "
			 "not root");
		host_pair(note);
		printf("refute: so the execve of|permitted set but\n");
		try_host();
		return 0;
	}
	if (!strcmp(mode, "userns") || !strcmp(mode, "usernsuts")) {
		bool uts = !strcmp(mode, "usernsuts");

		if (unshare(CLONE_NEWUSER | (uts ? CLONE_NEWUTS : 0)))
			return skip("unshare(CLONE_NEWUSER)");
		if (stat("/proc/self/ns/user", &st))
			return skip("stat /proc/self/ns/user");
		if (uts) {
			host_pair("sethostname needs CAP_SYS_ADMIN: checked: it "
				  "has CAP_SYS_ADMIN in its effective set, in a user "
				  "namespace that owns what the call acts on; not the "
				  "cause of EPERM");
			printf("refute: only in its own user namespace\n");
		} else {
			snprintf(note, sizeof(note), "sethostname needs "
				 "CAP_SYS_ADMIN: it has CAP_SYS_ADMIN only in its "
				 "own user namespace (user:[%llu]), and its UTS "
				 "namespace belongs to a user namespace that is not "
				 "that one nor below it",
				 (unsigned long long)st.st_ino);
			host_pair(note);
			printf("refute: permitted set but|bounding set \\(|no_new_privs is set \\(\n");
			snprintf(note, sizeof(note), "settimeofday needs "
				 "CAP_SYS_TIME: it has CAP_SYS_TIME only in its own "
				 "user namespace (user:[%llu]), and the kernel checks "
				 "it in the initial user namespace",
				 (unsigned long long)st.st_ino);
			pair("settimeofday(NULL, NULL)", note);
		}
		try_host();
		if (!uts)
			syscall(SYS_settimeofday, NULL, NULL);
		return 0;
	}
	if (!strcmp(mode, "nropen")) {
		/* a RLIMIT_NOFILE hard limit above fs.nr_open: EPERM before
		 * CAP_SYS_RESOURCE is asked (kernel/sys.c do_prlimit(); the
		 * capability-required rule's before=rlimit, proved by
		 * kcheck/privs.c and notes/cap-cause.test), with the
		 * capability: not the capability's */
		FILE *f = fopen("/proc/sys/fs/nr_open", "re");
		unsigned long nr = 0;
		struct rlimit rl;

		if (!f || fscanf(f, "%lu", &nr) != 1 || getrlimit(RLIMIT_NOFILE, &rl))
			return skip("fs.nr_open");
		fclose(f);
		rl.rlim_max = nr + 1;
		printf("pair: ^(prlimit64\\(0, RLIMIT_NOFILE|setrlimit\\("
		       "RLIMIT_NOFILE).* += -1 EPERM \\(\t^  \\^ "
		       "note\\[failure-cause\\]: checked: CAP_SYS_RESOURCE is "
		       "not what refused it; a check the kernel makes before "
		       "it\n");
		printf("refute: needs CAP_SYS_RESOURCE\n");
		fflush(stdout);
		setrlimit(RLIMIT_NOFILE, &rl);
		return 0;
	}
	if (!strcmp(mode, "kill") || !strcmp(mode, "killhad")) {
		/* PID (argv[2]) is a root-owned process: kill(2) NOTES, the
		 * sender's real or effective uid must equal the target's
		 * real or saved uid, unless it has CAP_KILL (proved by
		 * kcheck/privs.c) */
		bool had = !strcmp(mode, "killhad");
		int pid = argc > 2 ? atoi(argv[2]) : 0;
		char call[64];

		if (pid <= 0)
			return 2;
		snprintf(call, sizeof(call), "kill(%d, 0)", pid);
		if (had) {
			pair(call, "kill needs CAP_KILL: checked: it has CAP_KILL "
			     "in its effective set, which overrides the uid rule; "
			     "not the cause of EPERM");
			printf("refute: must equal the target's\n");
		} else {
			snprintf(note, sizeof(note), "kill needs CAP_KILL: without "
				 "it your real (%d) or effective (%d) uid must equal "
				 "the target's real (0) or saved (0) uid; CAP_KILL is "
				 "in neither its effective nor its permitted set "
				 "(euid %d)", (int)getuid(), (int)geteuid(),
				 (int)geteuid());
			pair(call, note);
		}
		fflush(stdout);
		kill(pid, 0);
		return 0;
	}
	if (!strcmp(mode, "had")) {
		host_pair("sethostname needs CAP_SYS_ADMIN: checked: it has "
			  "CAP_SYS_ADMIN in its effective set, in a user namespace "
			  "that owns what the call acts on; not the cause of EPERM");
		printf("refute: permitted set but|bounding set \\(|only in its own\n");
		try_host();
		return 0;
	}
	fprintf(stderr, "whycap: unknown mode '%s'\n", mode);
	return 2;
}
