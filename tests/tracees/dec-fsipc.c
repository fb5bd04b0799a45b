/* Descriptor, file system, module and System V IPC calls: int arguments
 * read as the kernel's 32-bit types, modes as umode_t, sets with their
 * own "???" names, the IPC structs. With "y" as argument (run under
 * -y -v), the -y names of awkward files and getrusage's counters. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/ipc.h>
#include <sys/mman.h>
#include <sys/msg.h>
#include <sys/resource.h>
#include <sys/shm.h>
#include <sys/stat.h>
#include <sys/epoll.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#ifdef __x86_64__
#include <asm/ldt.h>
#endif
#include <time.h>
#include <unistd.h>
#include "dec.h"

#define HI 0xdead000000000000ULL

static const char *res(long r)
{
	static char buf[64];

	if (r < 0)
		return failed_with(errno);
	snprintf(buf, sizeof(buf), "%ld", r);
	return buf;
}

/* The -y names: a '<' before an octal digit, a byte before an 8, a file
 * really named "... (deleted)" and one that was unlinked. */
static void fd_names(void)
{
	char tmpl[] = "/tmp/abt-fsipc.XXXXXX", dir[PATH_MAX], path[PATH_MAX];
	int fd;

	if (!mkdtemp(tmpl) || !realpath(tmpl, dir))
		return;
	snprintf(path, sizeof(path), "%s/a<0\0058", dir);
	fd = open(path, O_CREAT | O_RDWR, 0600);
	if (fd >= 0) {
		fsync(fd);
		expect("0", "fsync(%d<%s/a\\0740\\58>)", fd, dir);
		unlink(path);
		close(fd);
	}
	snprintf(path, sizeof(path), "%s/f (deleted)", dir);
	fd = open(path, O_CREAT | O_RDWR, 0600);
	if (fd >= 0) {
		fsync(fd);
		expect("0", "fsync(%d<%s>)", fd, path);
		unlink(path);
		fsync(fd);
		expect("0", "fsync(%d<%s>(deleted))", fd, path);
		close(fd);
	}
	rmdir(dir);
}

/* getdents64 under -v: every record, d_type before d_name. */
static void dirents_verbose(void)
{
	static const char *const types[] = {
		[0] = "DT_UNKNOWN", [4] = "DT_DIR", [8] = "DT_REG",
	};
	char buf[1024], line[4096];
	size_t off = 0, n = 0;
	int fd = open("/", O_RDONLY | O_DIRECTORY);
	long r;

	if (fd < 0)
		return;
	r = syscall(SYS_getdents64, fd, buf, 200);
	n = (size_t)snprintf(line, sizeof(line), "getdents64(%d</>, [", fd);
	while (r > 0 && off < (size_t)r) {
		uint64_t ino, doff;
		unsigned short reclen;
		unsigned char type;

		memcpy(&ino, buf + off, 8);
		memcpy(&doff, buf + off + 8, 8);
		memcpy(&reclen, buf + off + 16, 2);
		type = (unsigned char)buf[off + 18];
		if (type >= sizeof(types) / sizeof(types[0]) || !types[type] ||
		    strpbrk(buf + off + 19, "\"\\") || !reclen) {
			close(fd);
			return;		/* a name this test will not quote */
		}
		n += (size_t)snprintf(line + n, sizeof(line) - n,
				      "%s{d_ino=%llu, d_off=%lld, d_reclen=%u, "
				      "d_type=%s, d_name=\"%s\"}",
				      off ? ", " : "", (unsigned long long)ino,
				      (long long)doff, reclen, types[type],
				      buf + off + 19);
		off += reclen;
	}
	if (r > 0)
		printf("expect: %s], 200) = %ld\n", line, r);
	close(fd);
}

static void rusage_verbose(void)
{
	struct rusage ru;
	long r = syscall(SYS_getrusage, RUSAGE_SELF, &ru);

	if (r)
		return;
	expect("0", "getrusage(RUSAGE_SELF, {ru_utime={tv_sec=%ld, "
	       "tv_usec=%ld}, ru_stime={tv_sec=%ld, tv_usec=%ld}, "
	       "ru_maxrss=%ld, ru_ixrss=%ld, ru_idrss=%ld, ru_isrss=%ld, "
	       "ru_minflt=%ld, ru_majflt=%ld, ru_nswap=%ld, ru_inblock=%ld, "
	       "ru_oublock=%ld, ru_msgsnd=%ld, ru_msgrcv=%ld, "
	       "ru_nsignals=%ld, ru_nvcsw=%ld, ru_nivcsw=%ld})",
	       (long)ru.ru_utime.tv_sec, (long)ru.ru_utime.tv_usec,
	       (long)ru.ru_stime.tv_sec, (long)ru.ru_stime.tv_usec,
	       ru.ru_maxrss, ru.ru_ixrss, ru.ru_idrss, ru.ru_isrss,
	       ru.ru_minflt, ru.ru_majflt, ru.ru_nswap, ru.ru_inblock,
	       ru.ru_oublock, ru.ru_msgsnd, ru.ru_msgrcv, ru.ru_nsignals,
	       ru.ru_nvcsw, ru.ru_nivcsw);
}

/* waitid with WNOHANG while the child runs: it returns 0 and leaves the
 * rusage as it was (the kernel writes it only for a reaped child); the
 * counters of all-ones bytes show unsigned, as strace shows them. */
static void rusage_untouched(void)
{
	struct rusage ru;
	siginfo_t si;
	pid_t pid = fork();
	long r;

	if (pid < 0)
		return;
	if (pid == 0) {
		pause();
		_exit(0);
	}
	memset(&ru, 0xff, sizeof(ru));
	memset(&si, 0, sizeof(si));
	r = syscall(SYS_waitid, P_PID, pid, &si, WNOHANG | WEXITED, &ru);
	if (r == 0 && si.si_signo == 0)
		expect("0", "waitid(P_PID, %d, {}, WNOHANG|WEXITED, "
		       "{ru_utime={tv_sec=%ld, tv_usec=%lu}, "
		       "ru_stime={tv_sec=%ld, tv_usec=%lu}, "
		       "ru_maxrss=%lu, ru_ixrss=%lu, ru_idrss=%lu, "
		       "ru_isrss=%lu, ru_minflt=%lu, ru_majflt=%lu, "
		       "ru_nswap=%lu, ru_inblock=%lu, ru_oublock=%lu, "
		       "ru_msgsnd=%lu, ru_msgrcv=%lu, ru_nsignals=%lu, "
		       "ru_nvcsw=%lu, ru_nivcsw=%lu})", (int)pid,
		       (long)ru.ru_utime.tv_sec,
		       (unsigned long)ru.ru_utime.tv_usec,
		       (long)ru.ru_stime.tv_sec,
		       (unsigned long)ru.ru_stime.tv_usec,
		       ru.ru_maxrss, ru.ru_ixrss, ru.ru_idrss, ru.ru_isrss,
		       ru.ru_minflt, ru.ru_majflt, ru.ru_nswap,
		       ru.ru_inblock, ru.ru_oublock, ru.ru_msgsnd,
		       ru.ru_msgrcv, ru.ru_nsignals, ru.ru_nvcsw,
		       ru.ru_nivcsw);
	kill(pid, SIGKILL);
	waitpid(pid, NULL, 0);
}

#ifdef __x86_64__
/* modify_ldt returns an unsigned int: an unknown func's -ENOSYS is
 * 4294967258 in rax, which is no error to the tracer. The result as
 * abitrace shows it: the number, and the errno it holds. */
static const char *ldt_res(long r)
{
	static char buf[96];
	unsigned u = (unsigned)r;

	if (r >= 0 && (int)u < 0 && (int)u >= -4095)
		snprintf(buf, sizeof(buf), "%u %s", u,
			 failed_with(-(int)u) + 3);
	else
		snprintf(buf, sizeof(buf), "%s", res(r));
	return buf;
}

static void ldt_calls(void)
{
	/* bytecount of one descriptor: it is shown */
	struct user_desc d = {
		.entry_number = 5, .base_addr = 0x1000, .limit = 0xfff,
		.seg_32bit = 1, .contents = 2, .useable = 1, .lm = 1,
	};
	long r = syscall(SYS_modify_ldt, 0xdead, NULL, 0);

	expect(ldt_res(r), "modify_ldt(57005, NULL, 0)");
	r = syscall(SYS_modify_ldt, 0xdead, &d, sizeof(d));
	expect(ldt_res(r), "modify_ldt(57005, {entry_number=5, "
	       "base_addr=0x001000, limit=0x000fff, seg_32bit=1, "
	       "contents=2, read_exec_only=0, limit_in_pages=0, "
	       "seg_not_present=0, useable=1, lm=1}, %zu)", sizeof(d));
}
#endif

/* A path of PATH_MAX bytes with no NUL, right before an unmapped page. */
static void long_path(void)
{
	char *p = mmap(NULL, 8192, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	char *s;
	long r;

	if (p == MAP_FAILED)
		return;
	munmap(p + 4096, 4096);
	s = p + 4096 - PATH_MAX;
	memset(s, '/', PATH_MAX);
	r = syscall(SYS_chdir, s);
	/* Longer than expect()'s line: no padding to write. */
	printf("expect: chdir(\"%.*s\"...) = %s\n", PATH_MAX - 1, s, res(r));
	munmap(p, 4096);
}

static void ipc_calls(void)
{
	struct msqid_ds ds;
	struct shminfo si;
	long id, r;

	id = syscall(SYS_msgget, HI | IPC_PRIVATE, HI | 0600);
	expect(res(id), "msgget(IPC_PRIVATE, 0600)");
	if (id < 0)
		return;
	r = syscall(SYS_msgctl, id, IPC_STAT, &ds);
	if (!r)
		expect("0", "msgctl(%ld, IPC_STAT, {msg_perm={uid=%u, gid=%u, "
		       "mode=%#o, key=%u, cuid=%u, cgid=%u}, msg_stime=%llu, "
		       "msg_rtime=%llu, msg_ctime=%llu, msg_qnum=%llu, "
		       "msg_qbytes=%llu, msg_lspid=%d, msg_lrpid=%d})", id,
		       ds.msg_perm.uid, ds.msg_perm.gid, ds.msg_perm.mode,
		       (unsigned)ds.msg_perm.__key, ds.msg_perm.cuid,
		       ds.msg_perm.cgid, (unsigned long long)ds.msg_stime,
		       (unsigned long long)ds.msg_rtime,
		       (unsigned long long)ds.msg_ctime,
		       (unsigned long long)ds.msg_qnum,
		       (unsigned long long)ds.msg_qbytes, ds.msg_lspid,
		       ds.msg_lrpid);
	ds.msg_perm.mode = 0640;
	r = syscall(SYS_msgctl, id, IPC_SET, &ds);
	expect(res(r), "msgctl(%ld, IPC_SET, {msg_perm={uid=%u, gid=%u, "
	       "mode=0640}, msg_qbytes=%llu})", id, ds.msg_perm.uid,
	       ds.msg_perm.gid, (unsigned long long)ds.msg_qbytes);
	r = syscall(SYS_msgctl, id, IPC_STAT, BAD_PTR);
	expect(res(r), "msgctl(%ld, IPC_STAT, %p)", id, BAD_PTR);
	r = syscall(SYS_msgctl, id, IPC_RMID, NULL);
	expect(res(r), "msgctl(%ld, IPC_RMID, NULL)", id);

	r = syscall(SYS_shmctl, 0, IPC_INFO, &si);
	if (r >= 0)
		expect(res(r), "shmctl(0, IPC_INFO, {shmmax=%lu, shmmin=%lu, "
		       "shmmni=%lu, shmseg=%lu, shmall=%lu})", si.shmmax,
		       si.shmmin, si.shmmni, si.shmseg, si.shmall);
	id = syscall(SYS_shmget, IPC_PRIVATE, 4096,
		     IPC_CREAT | SHM_HUGETLB | (21 << 26) | 0600);
	expect(res(id), "shmget(IPC_PRIVATE, 4096, IPC_CREAT|SHM_HUGETLB|"
	       "21<<SHM_HUGE_SHIFT|0600)");
	if (id >= 0)
		syscall(SYS_shmctl, id, IPC_RMID, NULL);
	/* Size 0 is below SHMMIN: EINVAL, nothing made. */
	r = syscall(SYS_shmget, IPC_PRIVATE, 0, 0x2000000 | IPC_EXCL);
	expect(res(r), "shmget(IPC_PRIVATE, 0, IPC_EXCL|0x2000000|000)");
	if (r >= 0)
		syscall(SYS_shmctl, r, IPC_RMID, NULL);
}

int main(int argc, char **argv)
{
	unsigned char rnd[3];
	sigset_t set;
	int mode = -1;
	long r;

	setvbuf(stdout, NULL, _IONBF, 0);
	if (argc > 1 && !strcmp(argv[1], "y")) {
		fd_names();
		dirents_verbose();
		rusage_verbose();
		rusage_untouched();
		printf("expect: +++ exited with 0 +++\n");
		return 0;
	}
#ifdef SYS_creat
	r = syscall(SYS_creat, "/nonexistent/abt", 0xffff0000u | 0600);
	expect(res(r), "creat(\"/nonexistent/abt\", 0600)");
#endif
	r = syscall(SYS_fchmod, -1, 0xffff0000u | 0644);
	expect(res(r), "fchmod(-1, 0644)");
	long_path();
	r = syscall(SYS_close_range, HI | 0xfffffffeu, 0xffffffffu, 1);
	expect(res(r), "close_range(4294967294, 4294967295, "
	       "0x1 /* CLOSE_RANGE_??? */)");
	r = syscall(SYS_dup3, -1, -1, HI | O_CLOEXEC | O_TRUNC);
	expect(res(r), "dup3(-1, -1, O_TRUNC|O_CLOEXEC)");
#ifdef SYS_fadvise64
	r = syscall(SYS_fadvise64, -1, 0, 1, HI | 0xbad);
	expect(res(r), "fadvise64(-1, 0, 1, 0xbad /* POSIX_FADV_??? */)");
#endif
	{
		struct f_owner_ex ox = { F_OWNER_PID, getpid() };

		r = syscall(SYS_fcntl, -1, F_SETOWN_EX, &ox);
		expect(res(r), "fcntl(-1, F_SETOWN_EX, {type=F_OWNER_PID, "
		       "pid=%d})", (int)getpid());
		r = syscall(SYS_fcntl, -1, F_GETOWN_EX, &ox);
		expect(res(r), "fcntl(-1, F_GETOWN_EX, %p)", (void *)&ox);
	}
	r = syscall(SYS_fcntl, -1, F_SETLEASE, F_WRLCK);
	expect(res(r), "fcntl(-1, F_SETLEASE, F_WRLCK)");
	r = syscall(SYS_fcntl, -1, F_NOTIFY, DN_ACCESS | DN_MULTISHOT);
	expect(res(r), "fcntl(-1, F_NOTIFY, DN_ACCESS|DN_MULTISHOT)");
	r = syscall(SYS_epoll_ctl, -1, HI | 2, -1, BAD_PTR);
	expect(res(r), "epoll_ctl(-1, EPOLL_CTL_DEL, -1, %p)", BAD_PTR);
	{	/* the data union as one hex number, as strace 7.2 shows it */
		struct epoll_event ev = { .events = EPOLLIN,
					  .data.u64 = 0xdeadbeefcafeULL };

		r = syscall(SYS_epoll_ctl, -1, EPOLL_CTL_ADD, -2, &ev);
		expect(res(r), "epoll_ctl(-1, EPOLL_CTL_ADD, -2, "
		       "{events=EPOLLIN, data=0xdeadbeefcafe})");
	}
	r = syscall(SYS_faccessat, -1, NULL, HI | 8);
	expect(res(r), "faccessat(-1, NULL, 0x8 /* ?_OK */)");
#ifdef SYS_faccessat2
	r = syscall(SYS_faccessat2, -1, NULL, HI | 4, HI | 1);
	expect(res(r), "faccessat2(-1, NULL, R_OK, 0x1 /* AT_??? */)");
#endif
	r = syscall(SYS_fanotify_init, HI | 0xc | 1, 0);
	expect(res(r), "fanotify_init(0xc /* FAN_CLASS_??? */|FAN_CLOEXEC, "
	       "O_RDONLY)");
	r = syscall(SYS_fanotify_init, 0x4 | 0x100000, 0);
	expect(res(r), "fanotify_init(FAN_CLASS_CONTENT|0x100000 "
	       "/* FAN_??? */, O_RDONLY)");
	r = syscall(SYS_fanotify_mark, -1, HI | 1, 0x40000002ULL, -1, NULL);
	expect(res(r), "fanotify_mark(-1, FAN_MARK_ADD, FAN_MODIFY|FAN_ONDIR, "
	       "FAN_NOFD, NULL)");
	/* FAN_MNT_ATTACH (6.15); FAN_ONDIR last, in value order. */
	r = syscall(SYS_fanotify_mark, -1, HI | 1, 0x41000000ULL, -1, NULL);
	expect(res(r), "fanotify_mark(-1, FAN_MARK_ADD, "
	       "FAN_MNT_ATTACH|FAN_ONDIR, FAN_NOFD, NULL)");
	r = syscall(SYS_inotify_add_watch, -1, "/", HI | 1);
	expect(res(r), "inotify_add_watch(-1, \"/\", IN_ACCESS)");
	r = syscall(SYS_linkat, -1, "a", -1, "b", HI | 0x400);
	expect(res(r), "linkat(-1, \"a\", -1, \"b\", AT_SYMLINK_FOLLOW)");
	r = syscall(SYS_fsopen, "abt-nosuchfs", HI | 3);
	expect(res(r), "fsopen(\"abt-nosuchfs\", FSOPEN_CLOEXEC|0x2)");
	r = syscall(SYS_fspick, -1, "", HI | 8);
	expect(res(r), "fspick(-1, \"\", FSPICK_EMPTY_PATH)");
	r = syscall(SYS_fsconfig, -1, HI | 1, "k", "v", 0);
	expect(res(r), "fsconfig(-1, FSCONFIG_SET_STRING, \"k\", \"v\", 0)");
	r = syscall(SYS_fsconfig, -1, 2, "k", "ab", 2);
	expect(res(r), "fsconfig(-1, FSCONFIG_SET_BINARY, \"k\", "
	       "\"\\x61\\x62\", 2)");
	r = syscall(SYS_fsconfig, -1, 3, "k", "/", -100);
	expect(res(r), "fsconfig(-1, FSCONFIG_SET_PATH, \"k\", \"/\", "
	       "AT_FDCWD)");
	r = syscall(SYS_fsconfig, -1, 6, NULL, NULL, 0);
	expect(res(r), "fsconfig(-1, FSCONFIG_CMD_CREATE, NULL, NULL, 0)");
	r = syscall(SYS_fsmount, -1, HI | 1, HI | 0x40);
	expect(res(r), "fsmount(-1, FSMOUNT_CLOEXEC, 0x40 /* MOUNT_ATTR_??? */)");
	/* MOUNT_ATTR_NOSYMFOLLOW (5.14) in fsmount's attributes;
	 * FSCONFIG_CMD_CREATE_EXCL (6.6). */
	r = syscall(SYS_fsmount, -1, 0, 0x200001);
	expect(res(r), "fsmount(-1, 0, MOUNT_ATTR_RDONLY|MOUNT_ATTR_NOSYMFOLLOW)");
	r = syscall(SYS_fsconfig, -1, 8, NULL, NULL, 0);
	expect(res(r), "fsconfig(-1, FSCONFIG_CMD_CREATE_EXCL, NULL, NULL, 0)");
	/* mount_setattr: the atime field is named whole when all of it
	 * is set. */
	{
		unsigned long long ma[4] = { 0x71, 0x10, 0, 0 };

		r = syscall(SYS_mount_setattr, -1, "", 0, ma, sizeof(ma));
		expect(res(r), "mount_setattr(-1, \"\", 0, {attr_set="
		       "MOUNT_ATTR_RDONLY|MOUNT_ATTR__ATIME, attr_clr="
		       "MOUNT_ATTR_NOATIME, propagation=0 /* MS_??? */, "
		       "userns_fd=0}, 32)");
	}
	r = syscall(SYS_finit_module, -1, "", HI | 0x10);
	expect(res(r), "finit_module(-1, \"\", 0x10 /* MODULE_INIT_??? */)");
	/* A foreign architecture or an unknown flag: refused (EINVAL, or
	 * EPERM without CAP_SYS_BOOT), nothing is loaded. */
	r = syscall(SYS_kexec_load, NULL, 0, NULL, 0x2a0003UL);
	expect(res(r), "kexec_load(NULL, 0, NULL, KEXEC_ARCH_SH|KEXEC_ON_CRASH|"
	       "KEXEC_PRESERVE_CONTEXT)");
#ifdef SYS_kexec_file_load
	r = syscall(SYS_kexec_file_load, -1, -1, 7, "abcdef", 0x48UL);
	expect(res(r), "kexec_file_load(-1, -1, 7, \"abcdef\\0\", "
	       "KEXEC_FILE_DEBUG|0x40)");
#endif
	r = syscall(SYS_get_mempolicy, &mode, NULL, 0, NULL, 0);
	if (!r && mode == 0)
		expect("0", "get_mempolicy([MPOL_DEFAULT], NULL, 0, NULL, 0)");
	{
		/* BPF_PROG_LOAD of no instructions: refused (EINVAL, or
		 * EPERM unprivileged); 48 bytes reach prog_flags. */
		uint32_t attr[12] = { 0 };

		attr[0] = 0x40;			/* prog_type */
		attr[10] = (6 << 16) | (1 << 8);	/* kern_version */
		attr[11] = 1;			/* BPF_F_STRICT_ALIGNMENT */
		r = syscall(SYS_bpf, 5, attr, sizeof(attr));
		expect(res(r), "bpf(BPF_PROG_LOAD, {prog_type=0x40 /* "
		       "BPF_PROG_TYPE_??? */, insn_cnt=0, insns=NULL, "
		       "license=NULL, log_level=0, log_size=0, log_buf=NULL, "
		       "kern_version=KERNEL_VERSION(6, 1, 0), "
		       "prog_flags=BPF_F_STRICT_ALIGNMENT}, 48)");
	}
	r = syscall(SYS_keyctl, 0, -1, 0);	/* GET_KEYRING_ID, thread's */
	expect(res(r), "keyctl(KEYCTL_GET_KEYRING_ID, KEY_SPEC_THREAD_KEYRING, 0)");
	r = syscall(SYS_keyctl, 5, 12345, 0x01010000);
	expect(res(r), "keyctl(KEYCTL_SETPERM, 12345, KEY_POS_VIEW|KEY_USR_VIEW)");
	r = syscall(SYS_keyctl, 30, 12345, -1, -2, 2);
	expect(res(r), "keyctl(KEYCTL_MOVE, 12345, KEY_SPEC_THREAD_KEYRING, "
	       "KEY_SPEC_PROCESS_KEYRING, 0x2 /* KEYCTL_MOVE_??? */)");
	r = syscall(SYS_keyctl, 19, 12345, 5, ENOKEY, 0);
	expect(res(r), "keyctl(KEYCTL_REJECT, 12345, 5, ENOKEY, 0)");
	r = syscall(SYS_getrandom, rnd, 3, 0);
	if (r == 3)
		expect("3", "getrandom(\"\\x%02x\\x%02x\\x%02x\", 3, 0)",
		       rnd[0], rnd[1], rnd[2]);
	r = syscall(SYS_lookup_dcookie, 0xf157feeddeadfaceULL, NULL, 0);
	expect(res(r), "lookup_dcookie(17390648783711107790, NULL, 0)");
	r = syscall(SYS_landlock_create_ruleset, NULL, 0, HI | 1);
	expect(res(r), "landlock_create_ruleset(NULL, 0, "
	       "LANDLOCK_CREATE_RULESET_VERSION)");
	{
		struct __attribute__((packed)) {
			uint64_t access;
			int32_t fd;
		} pb = { 1, -1 };

		r = syscall(SYS_landlock_add_rule, -1, HI | 1, &pb, 0);
		expect(res(r), "landlock_add_rule(-1, LANDLOCK_RULE_PATH_BENEATH"
		       ", {allowed_access=LANDLOCK_ACCESS_FS_EXECUTE, "
		       "parent_fd=-1}, 0)");
	}
	r = syscall(SYS_landlock_add_rule, -1, 2, BAD_PTR, 0);
	expect(res(r), "landlock_add_rule(-1, LANDLOCK_RULE_NET_PORT, "
	       "%p, 0)", BAD_PTR);
	{
		/* struct landlock_net_port_attr (6.7); the ruleset's
		 * fields as far as its size goes (net 6.7, scoped 6.12). */
		uint64_t np[2] = { 1, 8080 };
		uint64_t rs[4] = { 0x4000, 2, 1 | 4, 0 };

		r = syscall(SYS_landlock_add_rule, -1, 3, BAD_PTR, 0);
		expect(res(r), "landlock_add_rule(-1, 0x3 /* LANDLOCK_RULE_??? */"
		       ", %p, 0)", BAD_PTR);
		r = syscall(SYS_landlock_add_rule, -1, 2, np, 1);
		expect(res(r), "landlock_add_rule(-1, LANDLOCK_RULE_NET_PORT, "
		       "{allowed_access=LANDLOCK_ACCESS_NET_BIND_TCP, "
		       "port=8080}, LANDLOCK_ADD_RULE_QUIET)");
		r = syscall(SYS_landlock_create_ruleset, rs, 24, 0x2);
		expect(res(r), "landlock_create_ruleset({handled_access_fs="
		       "LANDLOCK_ACCESS_FS_TRUNCATE, handled_access_net="
		       "LANDLOCK_ACCESS_NET_CONNECT_TCP, scoped="
		       "LANDLOCK_SCOPE_ABSTRACT_UNIX_SOCKET|0x4}, 24, "
		       "LANDLOCK_CREATE_RULESET_ERRATA)");
		r = syscall(SYS_landlock_create_ruleset, rs, 12, 0);
		expect(res(r), "landlock_create_ruleset({handled_access_fs="
		       "LANDLOCK_ACCESS_FS_TRUNCATE, ...}, 12, 0)");
	}
	r = syscall(SYS_landlock_restrict_self, -1, HI | 1);
	expect(res(r), "landlock_restrict_self(-1, 0x1)");
	{
		static uint32_t word;

		/* The word is 0, not the value: EAGAIN at once. */
		r = syscall(SYS_futex, &word, 128, 0xffffffffu, NULL, NULL, 0);
		expect(res(r), "futex(%p, FUTEX_WAIT_PRIVATE, 4294967295, NULL)",
		       (void *)&word);
		r = syscall(SYS_futex, &word, 0x101, 1, NULL, NULL, 0);
		expect(res(r), "futex(%p, 0x101 /* FUTEX_??? */, 1)",
		       (void *)&word);
		/* The robust-list unlocks (Linux 7.2's uapi) take their
		 * base command's arguments; 512 on FUTEX_WAIT is none. */
		r = syscall(SYS_futex, &word, 0x287, 5, NULL, NULL, 0);
		expect(res(r), "futex(%p, FUTEX_UNLOCK_PI_LIST64_PRIVATE)",
		       (void *)&word);
		r = syscall(SYS_futex, &word, 0x60a, 3, NULL, NULL, 0x10);
		expect(res(r), "futex(%p, FUTEX_UNLOCK_BITSET_LIST32, 3, 0x10)",
		       (void *)&word);
		r = syscall(SYS_futex, &word, 0x200, 1, NULL, NULL, 0);
		expect(res(r), "futex(%p, 0x200 /* FUTEX_??? */, 1, NULL, "
		       "NULL, 0)", (void *)&word);
	}
#ifdef SYS_futex_waitv
	r = syscall(SYS_futex_waitv, NULL, 0, 1, NULL, CLOCK_MONOTONIC);
	expect(res(r), "futex_waitv(NULL, 0, 0x1, NULL, CLOCK_MONOTONIC)");
#endif
#ifdef SYS_epoll_pwait2
	r = syscall(SYS_epoll_pwait2, -1, BAD_PTR, 1, BAD_PTR, BAD_PTR, 8);
	expect(res(r), "epoll_pwait2(-1, %p, 1, %p, %p, 8)", BAD_PTR,
	       BAD_PTR, BAD_PTR);
#endif
	{
		uint32_t params[30] = { 0 };

		params[2] = 0x20;	/* IORING_SETUP_ATTACH_WQ */
		params[6] = (uint32_t)-1;	/* wq_fd: none, refused */
		r = syscall(SYS_io_uring_setup, 1, params);
		if (r >= 0)
			close((int)r);
		else
			expect(res(r), "io_uring_setup(1, {flags="
			       "IORING_SETUP_ATTACH_WQ, sq_thread_cpu=0, "
			       "sq_thread_idle=0, wq_fd=-1})");
	}
	sigemptyset(&set);
	sigaddset(&set, SIGHUP);
	r = syscall(SYS_io_uring_enter, -1, 0, 0, HI | 1, &set, 8);
	expect(res(r), "io_uring_enter(-1, 0, 0, IORING_ENTER_GETEVENTS, "
	       "[HUP], 8)");
	{
		/* IORING_ENTER_EXT_ARG: struct io_uring_getevents_arg;
		 * IORING_ENTER_EXT_ARG_REG (6.13): an offset. */
		struct {
			uint64_t sigmask;
			uint32_t sigmask_sz, min_wait_usec;
			uint64_t ts;
		} ga = { (uintptr_t)&set, 8, 1000, 0 };

		r = syscall(SYS_io_uring_enter, -1, 0, 0, 1 | 8, &ga,
			    sizeof(ga));
		expect(res(r), "io_uring_enter(-1, 0, 0, IORING_ENTER_GETEVENTS"
		       "|IORING_ENTER_EXT_ARG, {sigmask=[HUP], sigmask_sz=8, "
		       "min_wait_usec=1000, ts=NULL}, 24)");
		r = syscall(SYS_io_uring_enter, -1, 0, 0, 0x40, 4096, 24);
		expect(res(r), "io_uring_enter(-1, 0, 0, "
		       "IORING_ENTER_EXT_ARG_REG, 4096, 24)");
	}
#ifdef __x86_64__
	r = syscall(SYS_arch_prctl, 0x1023, 0xb);
	expect(res(r), "arch_prctl(ARCH_REQ_XCOMP_PERM, 0xb /* XFEATURE_??? */)");
	r = syscall(SYS_ioperm, 0x3f8, 8, 0);
	expect(res(r), "ioperm(0x3f8, 0x8, 0)");
	ldt_calls();
#endif
	ipc_calls();
	printf("expect: +++ exited with 0 +++\n");
	return 0;
}
