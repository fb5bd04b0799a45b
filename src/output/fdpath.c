/* -y, --decode-fds=SET: what a descriptor stands for, written after its
 * number by v_fd and v_dirfd (view.c).
 *
 *   path    3</etc/hosts>, and 3</tmp/x>(deleted) for an unlinked file
 *   dev     0</dev/null<char 1:3>>: a device's type and numbers, and
 *           4</dev/ptmx<char 5:2 @/dev/pts/0>> for a pty master
 *   pidfd   4<pid:1234>: the process a pidfd refers to
 *   socket  5<TCP:[127.0.0.1:80->127.0.0.1:4567]> (sockinfo.c)
 *   eventfd 6<{eventfd-count=0x5, eventfd-id=12, eventfd-semaphore=0}>
 *   signalfd 7<signalfd:[USR2 CHLD]>: the signals it reads
 *
 * Each tried in strace's order, the first that applies wins: socket,
 * dev, eventfd, pidfd, signalfd, then the path.
 *
 * The link is read from /proc/TID/fd/N every time it is printed. A
 * cache would have to follow close, dup2, dup3, fcntl(F_DUPFD),
 * close_range, execve's close-on-exec, SCM_RIGHTS, pidfd_getfd and
 * descriptor tables shared with CLONE_FILES by threads we may not even
 * trace; one readlink is cheaper than being wrong. */
#include "output/output.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

/* The name quoted like a string but without the quotes, and with '<'
 * and '>' escaped too, so that neither a newline nor a bracket in a
 * file name can break the line. */
static void put_name(struct strbuf *sb, const char *name, size_t n)
{
	static struct strbuf q;

	q.len = 0;
	print_quoted(&q, (const unsigned char *)name, n, false);
	for (size_t i = 1; i + 1 < q.len; i++) {
		/* A literal octal digit after it would extend the escape. */
		bool pad = i + 2 < q.len && q.s[i + 1] >= '0' &&
			   q.s[i + 1] <= '7';

		if (q.s[i] == '<')
			sb_puts(sb, pad ? "\\074" : "\\74");
		else if (q.s[i] == '>')
			sb_puts(sb, pad ? "\\076" : "\\76");
		else
			sb_putc(sb, q.s[i]);
	}
}

/* The kernel adds " (deleted)" to the link of an unlinked file; a file
 * really named so is told apart by its inode: the link's whole text
 * names the open file itself only when it was not deleted. Returns the
 * length of the name without the suffix when it was added. */
static size_t strip_deleted(const char *link, const char *target, size_t n,
			    bool *deleted)
{
	static const char sfx[] = " (deleted)";
	const size_t sl = sizeof(sfx) - 1;
	struct stat a, b;

	*deleted = false;
	if (n <= sl || memcmp(target + n - sl, sfx, sl))
		return n;
	if (stat(link, &a) == 0 && lstat(target, &b) == 0 &&
	    a.st_ino == b.st_ino && a.st_dev == b.st_dev)
		return n;
	*deleted = true;
	return n - sl;
}

/* The value of the first line of tid's fdinfo of fd that starts
 * with key, without blanks around it; false when there is none. */
static bool fdinfo_value(pid_t tid, int fd, const char *key, char *val,
			 size_t size)
{
	char path[64], line[256];
	size_t klen = strlen(key);
	bool found = false;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/fdinfo/%d", proc_tid(tid), fd);
	f = fopen(path, "re");
	if (!f)
		return false;
	while (!found && fgets(line, sizeof(line), f)) {
		char *v = line + klen;

		if (strncmp(line, key, klen))
			continue;
		v += strspn(v, " \t");
		v[strcspn(v, "\n")] = '\0';
		snprintf(val, size, "%s", v);
		found = true;
	}
	fclose(f);
	return found;
}

/* The pty index of a /dev/ptmx descriptor: its fdinfo's "tty-index:"
 * (a pty master only, on kernels that show it), -1 when there is
 * none. */
static long tty_index(pid_t tid, int fd)
{
	char val[32], *end;
	long idx;

	if (!fdinfo_value(tid, fd, "tty-index:", val, sizeof(val)))
		return -1;
	idx = strtol(val, &end, 10);
	return end != val && !*end && idx >= 0 ? idx : -1;
}

static bool put_dev(struct strbuf *sb, pid_t tid, int fd, const char *link,
		    const char *target, size_t n)
{
	long pty;

	struct stat st;

	if (target[0] != '/' || stat(link, &st) < 0 ||
	    (!S_ISCHR(st.st_mode) && !S_ISBLK(st.st_mode)))
		return false;
	sb_putc(sb, '<');
	put_name(sb, target, n);
	sb_printf(sb, "<%s %u:%u", S_ISBLK(st.st_mode) ? "block" : "char",
		  major(st.st_rdev), minor(st.st_rdev));
	/* A pty master names its slave, as strace -yy does. */
	pty = S_ISCHR(st.st_mode) ? tty_index(tid, fd) : -1;
	if (pty >= 0)
		sb_printf(sb, " @/dev/pts/%ld", pty);
	sb_puts(sb, ">>");
	return true;
}

/* The process (its id in our namespace) of the tracee's pidfd fd, -1
 * when fd is not a pidfd. fdinfo's NSpid line lists the ids from /proc's
 * namespace down; ours is at our level of it. */
int pidfd_target(struct tcb *tcp, int fd)
{
	char path[64], line[512];
	long pid = -1;
	FILE *f;

	if (fd < 0)
		return -1;
	snprintf(path, sizeof(path), "/proc/%d/fdinfo/%d", proc_tid(tcp->tid),
		 fd);
	f = fopen(path, "re");
	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f)) {
		char *p = line + 6, *end;
		unsigned i = 0;

		if (!strncmp(line, "Pid:", 4) && pid < 0)
			pid = strtol(line + 4, NULL, 10);
		if (strncmp(line, "NSpid:", 6))
			continue;
		for (;; i++) {
			long v = strtol(p, &end, 10);

			if (end == p)
				break;
			if (i == pid_our_level())
				pid = v;
			p = end;
		}
	}
	fclose(f);
	return pid > 0 && pid <= INT32_MAX ? (int)pid : -1;
}

/* A pidfd's process, from the Pid: line of its fdinfo. */
static bool put_pidfd(struct strbuf *sb, struct tcb *tcp, int fd,
		      const char *target)
{
	char path[64], line[128];
	long pid = -1;
	FILE *f;

	if (strcmp(target, "anon_inode:[pidfd]"))
		return false;
	snprintf(path, sizeof(path), "/proc/%d/fdinfo/%d", proc_tid(tcp->tid),
		 fd);
	f = fopen(path, "re");
	while (f && fgets(line, sizeof(line), f))
		if (!strncmp(line, "Pid:", 4))
			pid = strtol(line + 4, NULL, 10);
	if (f)
		fclose(f);
	if (pid <= 0 || pid > INT32_MAX)
		return false;
	sb_printf(sb, "<pid:%ld", pid);
	pid_decorate(sb, tcp, (int)pid, PID_TGID);
	sb_putc(sb, '>');
	return true;
}

/* An eventfd's counter (in hex, as fdinfo has it), id and semaphore
 * mode; the id since Linux 5.2, the mode since 6.5: each is shown when
 * the kernel tells it, the mode only after the id, as strace does. A
 * kernel without the counter line shows the path. */
static bool put_eventfd(struct strbuf *sb, struct tcb *tcp, int fd,
			const char *target)
{
	char count[64], id[32], sem[32];

	if (strcmp(target, "anon_inode:[eventfd]"))
		return false;
	if (!fdinfo_value(tcp->tid, fd, "eventfd-count:", count, sizeof(count)) ||
	    !count[0]) {
		sb_puts(sb, "<anon_inode:[eventfd]>");
		return true;
	}
	sb_printf(sb, "<{eventfd-count=%s%s", count[0] == '0' ? "" : "0x",
		  count);
	if (fdinfo_value(tcp->tid, fd, "eventfd-id:", id, sizeof(id))) {
		sb_printf(sb, ", eventfd-id=%ld", strtol(id, NULL, 10));
		if (fdinfo_value(tcp->tid, fd, "eventfd-semaphore:", sem,
				 sizeof(sem)))
			sb_printf(sb, ", eventfd-semaphore=%ld",
				  strtol(sem, NULL, 10));
	}
	sb_puts(sb, "}>");
	return true;
}

/* A signalfd's mask, fdinfo's "sigmask:" (bit N-1 is signal N, in hex),
 * as strace writes it: names without "SIG", and "~[...]" for what it
 * lacks when it holds two thirds of the 64 or more (strace's rule for
 * every signal set; print_sigset_bits in decode/signal.c turns at more
 * than half). */
static bool put_signalfd(struct strbuf *sb, struct tcb *tcp, int fd,
			 const char *target)
{
	char val[64], *end;
	unsigned long long mask;
	bool invert;
	const char *sep = "[";
	int xs = out_cfg ? out_cfg->xlat_style : XLAT_ABBREV;

	if (strcmp(target, "anon_inode:[signalfd]") ||
	    !fdinfo_value(tcp->tid, fd, "sigmask:", val, sizeof(val)))
		return false;
	errno = 0;
	mask = strtoull(val, &end, 16);
	if (end == val || *end || errno)
		return false;
	invert = __builtin_popcountll(mask) >= 64 * 2 / 3;
	if (invert)
		mask = ~mask;
	sb_puts(sb, invert ? "<signalfd:~" : "<signalfd:");
	for (int sig = 1; sig <= 64; sig++) {
		const char *n = sig_label(sig);

		if (!(mask & (1ULL << (sig - 1))))
			continue;
		sb_puts(sb, sep);
		sep = " ";
		/* -X raw: the number; verbose: the number and the name. */
		if (xs == XLAT_RAW || !n)
			sb_printf(sb, "%d", sig);
		else if (xs == XLAT_VERBOSE)
			sb_printf(sb, "%d /* %s */", sig, n + 3);
		else
			sb_puts(sb, n + 3);
	}
	sb_puts(sb, *sep == '[' ? "[]>" : "]>");
	return true;
}

void fd_decorate(struct strbuf *sb, struct tcb *tcp, int fd, unsigned decode,
		 struct fd_target *t)
{
	fd_decorate_of(sb, tcp, tcp->tid, fd, decode, t);
}

void fd_decorate_of(struct strbuf *sb, struct tcb *tcp, pid_t tid, int fd,
		    unsigned decode, struct fd_target *t)
{
	char link[64];
	unsigned long inode;
	bool deleted;
	ssize_t n;

	t->len = 0;
	/* What sockets and pidfds are is looked up in the tracee's own
	 * tables: another process's descriptors show their paths only. */
	if (tid != tcp->tid)
		decode &= DECODE_FD_PATH | DECODE_FD_DEV;
	if (!decode || fd < 0)
		return;
	snprintf(link, sizeof(link), "/proc/%d/fd/%d", proc_tid(tid), fd);
	n = readlink(link, t->path, sizeof(t->path) - 1);
	if (n <= 0)
		return;
	t->path[n] = '\0';
	if ((decode & DECODE_FD_SOCKET) &&
	    sscanf(t->path, "socket:[%lu]", &inode) == 1 &&
	    socket_decorate(sb, tcp, fd, inode))
		return;
	n = (ssize_t)strip_deleted(link, t->path, (size_t)n, &deleted);
	if ((decode & DECODE_FD_DEV) && put_dev(sb, tid, fd, link, t->path,
						  (size_t)n))
		return;
	if ((decode & DECODE_FD_EVENTFD) && put_eventfd(sb, tcp, fd, t->path))
		return;
	if ((decode & DECODE_FD_PIDFD) && put_pidfd(sb, tcp, fd, t->path))
		return;
	if ((decode & DECODE_FD_SIGNALFD) &&
	    put_signalfd(sb, tcp, fd, t->path))
		return;
	if (!(decode & DECODE_FD_PATH))
		return;
	sb_putc(sb, '<');
	put_name(sb, t->path, (size_t)n);
	sb_putc(sb, '>');
	if (deleted)
		sb_puts(sb, "(deleted)");
	t->len = (size_t)n;
}

void cwd_decorate(struct strbuf *sb, struct tcb *tcp, unsigned decode,
		  struct fd_target *t)
{
	char link[64];
	ssize_t n;

	t->len = 0;
	if (!(decode & DECODE_FD_PATH))
		return;
	snprintf(link, sizeof(link), "/proc/%d/cwd", proc_tid(tcp->tid));
	n = readlink(link, t->path, sizeof(t->path));
	if (n <= 0)
		return;
	sb_putc(sb, '<');
	put_name(sb, t->path, (size_t)n);
	sb_putc(sb, '>');
	t->len = (size_t)n;
}
