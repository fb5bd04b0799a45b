/* --decode-pids=comm (-Y) and --decode-pids=pidns (--pidns-translation):
 * what a process id stands for.
 *
 *   comm:  "1234<make>", the command name of the process, from
 *          /proc/PID/comm, with '<' and '>' escaped like other bytes;
 *   pidns: a tracee in another PID namespace sees other numbers than
 *          we do: "getpid() = 1 /\* 5678 in strace's PID NS *\/" (the
 *          words of strace's format, which scripts read), found from
 *          the NSpid lines of /proc/PID/status.
 *
 * Each lookup reads /proc, which only these options ask for. */
#include "output/output.h"

#include <dirent.h>
#include <fcntl.h>
#include <linux/nsfs.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

static bool proc_name(pid_t tid, char *buf, size_t size);

/* The last name seen of each id: a thread that is gone keeps the name
 * it had in the prefix of its exit line (remembered); an id in an
 * argument shows a name only while the process is there, as strace's. */
static struct { pid_t pid; char comm[17]; } seen[256];

/* The command name, quoted without quotes and with <> escaped. */
static void put_comm(struct strbuf *sb, pid_t pid, bool remembered)
{
	char dir[280], path[300], buf[64];
	unsigned slot = (unsigned)pid % 256;
	FILE *f;
	size_t n = 0;

	if (!proc_name(pid, dir, sizeof(dir)))
		snprintf(dir, sizeof(dir), "%d", pid);
	snprintf(path, sizeof(path), "/proc/%s/comm", dir);
	f = fopen(path, "re");
	if (f) {
		n = fread(buf, 1, sizeof(buf) - 1, f);
		fclose(f);
		if (n && buf[n - 1] == '\n')
			n--;
		if (n > 16)
			n = 16;
		seen[slot].pid = pid;
		memcpy(seen[slot].comm, buf, n);
		seen[slot].comm[n] = '\0';
	} else if (remembered && seen[slot].pid == pid) {
		n = strlen(seen[slot].comm);
		memcpy(buf, seen[slot].comm, n);
	} else {
		return;
	}
	sb_putc(sb, '<');
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)buf[i];

		if (c == '<' || c == '>' || c == '"' || c == '\\' ||
		    c < 0x20 || c >= 0x7f)
			sb_printf(sb, "\\%o", c);
		else
			sb_putc(sb, (char)c);
	}
	sb_putc(sb, '>');
}

/* The deepest pid namespace nesting the kernel allows is 32; one more
 * for /proc's own level. */
#define NS_LEVELS 33

/* What /proc/DIR/status says of a process: its ids in each namespace
 * from /proc's (outermost) to its own, one row per kind of id. */
struct nsids {
	unsigned n;			/* levels of its NSpid line */
	long id[PID_KINDS][NS_LEVELS];
};

static bool read_nsids(const char *dir, struct nsids *ns)
{
	static const char *const keys[PID_KINDS] = {
		[PID_TID] = "NSpid:", [PID_TGID] = "NStgid:",
		[PID_PGID] = "NSpgid:", [PID_SID] = "NSsid:",
	};
	char path[320], line[1024];
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%s/status", dir);
	f = fopen(path, "re");
	if (!f)
		return false;
	memset(ns, 0, sizeof(*ns));
	while (fgets(line, sizeof(line), f)) {
		for (unsigned k = 0; k < PID_KINDS; k++) {
			size_t len = strlen(keys[k]);
			char *p = line + len, *end;
			unsigned n = 0;

			if (strncmp(line, keys[k], len))
				continue;
			while (n < NS_LEVELS) {
				long v = strtol(p, &end, 10);

				if (end == p)
					break;
				ns->id[k][n++] = v;
				p = end;
			}
			if (k == PID_TID)
				ns->n = n;
		}
	}
	fclose(f);
	return ns->n > 0;
}

/* The inode of the pid namespace `up` levels above the one of /proc/DIR's
 * process (0: its own), 0 when it cannot be told.  NS_GET_PARENT goes no
 * higher than our own namespace, which is all we ask of it. */
static ino_t ns_above(const char *dir, unsigned up)
{
	char path[320];
	struct stat st;
	int fd;

	snprintf(path, sizeof(path), "/proc/%s/ns/pid", dir);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return 0;
	while (up--) {
		int parent = ioctl(fd, NS_GET_PARENT);

		close(fd);
		if (parent < 0)
			return 0;
		fd = parent;
	}
	if (fstat(fd, &st))
		st.st_ino = 0;
	close(fd);
	return st.st_ino;
}

/* Where our own namespace is in the lists /proc shows: 0 when /proc
 * belongs to our namespace; deeper when abitrace runs in a child
 * namespace of /proc's (unshare -p without a new /proc), and then
 * /proc's directory names are not our ids. */
static unsigned our_level(ino_t *our_ns)
{
	static int level = -1;
	static ino_t ns;

	if (level < 0) {
		struct nsids ids;

		level = read_nsids("self", &ids) ? (int)ids.n - 1 : 0;
		ns = ns_above("self", 0);
	}
	if (our_ns)
		*our_ns = ns;
	return (unsigned)level;
}

/* Does /proc/DIR hold a process whose KIND id at level LVL is WANT, in
 * the namespace NS (the one at that level)?  Then its id at our level
 * goes to *ours. */
static bool matches(const char *dir, unsigned kind, unsigned lvl, long want,
		    ino_t ns, long *ours)
{
	struct nsids ids;

	if (!read_nsids(dir, &ids) || ids.n <= lvl ||
	    ids.id[kind][lvl] != want || ids.id[kind][our_level(NULL)] <= 0)
		return false;
	if (ns_above(dir, ids.n - 1 - lvl) != ns)
		return false;
	*ours = ids.id[kind][our_level(NULL)];
	return true;
}

/* The answers found so far: a trace shows the same few ids, and each
 * search reads all of /proc.  An answer is checked again before use
 * (ids are reused); a miss is not kept (the process may come). */
static struct pid_answer {
	ino_t ns;
	unsigned kind, lvl;
	long want, ours;
	long dir;			/* /proc's name of the process */
} answers[64];
static unsigned nanswers;

static bool scan_dir(const char *path, unsigned kind, unsigned lvl, long want,
		     ino_t ns, long *ours, long *found_dir)
{
	struct dirent *de;
	DIR *d = opendir(path);
	bool found = false;

	if (!d)
		return false;
	while (!found && (de = readdir(d))) {
		if (de->d_name[0] < '0' || de->d_name[0] > '9')
			continue;
		if (matches(de->d_name, kind, lvl, want, ns, ours)) {
			*found_dir = strtol(de->d_name, NULL, 10);
			found = true;
		}
	}
	closedir(d);
	return found;
}

/* The process whose KIND id at level LVL of namespace NS is WANT: its
 * id at our level, and its /proc name in *dir (when dir is not NULL);
 * 0 when there is none. */
static long find_id(unsigned kind, unsigned lvl, long want, ino_t ns,
		    long *dir)
{
	char name[24];
	long ours = 0, found_dir = 0;
	struct dirent *de;
	DIR *d;

	for (unsigned i = 0; i < 64 && i < nanswers; i++) {
		struct pid_answer *a = &answers[i];

		if (a->ns != ns || a->kind != kind || a->lvl != lvl ||
		    a->want != want)
			continue;
		snprintf(name, sizeof(name), "%ld", a->dir);
		if (matches(name, kind, lvl, want, ns, &ours) &&
		    ours == a->ours) {
			if (dir)
				*dir = a->dir;
			return ours;
		}
	}
	/* The thread group leaders first; a thread that is not one has no
	 * entry in the listing of /proc, only in its leader's task/. */
	if (!scan_dir("/proc", kind, lvl, want, ns, &ours, &found_dir) &&
	    kind == PID_TID && (d = opendir("/proc"))) {
		while (!found_dir && (de = readdir(d))) {
			char path[300];

			if (de->d_name[0] < '0' || de->d_name[0] > '9')
				continue;
			snprintf(path, sizeof(path), "/proc/%s/task",
				 de->d_name);
			scan_dir(path, kind, lvl, want, ns, &ours, &found_dir);
		}
		closedir(d);
	}
	if (!found_dir)
		return 0;
	answers[nanswers % 64] = (struct pid_answer){
		ns, kind, lvl, want, ours, found_dir
	};
	nanswers++;
	if (dir)
		*dir = found_dir;
	return ours;
}

/* The /proc entry of a thread whose id in our namespace is tid. */
static bool proc_name(pid_t tid, char *buf, size_t size)
{
	ino_t our_ns;
	unsigned level = our_level(&our_ns);
	long dir = 0;

	if (!level) {
		snprintf(buf, size, "%d", tid);
		return true;
	}
	if (!find_id(PID_TID, level, tid, our_ns, &dir))
		return false;
	snprintf(buf, size, "%ld", dir);
	return true;
}

/* The tracee sees ids in its own namespace, the last of its NStgid. */
bool pid_is_tracee(struct tcb *tcp, int pid)
{
	int d = proc_tid(tcp->pid);
	struct nsids ids;
	char dir[24];

	if (pid <= 0 || d < 0)
		return false;
	snprintf(dir, sizeof(dir), "%d", d);
	if (!read_nsids(dir, &ids))
		return pid == tcp->pid;
	return ids.id[PID_TGID][ids.n - 1] == pid;
}

unsigned pid_our_level(void)
{
	return our_level(NULL);
}

int proc_tid(pid_t tid)
{
	char buf[24];

	if (!proc_name(tid, buf, sizeof(buf)))
		return -1;
	return (int)strtol(buf, NULL, 10);
}

/* The id in our namespace of the process (group, session) the tracee
 * calls id, 0 when the tracee shares our namespace or there is none. */
static pid_t translate(struct tcb *tcp, unsigned kind, long id)
{
	unsigned level = our_level(NULL);
	struct nsids ids;
	char tdir[280];

	if (id <= 0 || !proc_name(tcp->tid, tdir, sizeof(tdir)) ||
	    !read_nsids(tdir, &ids) || ids.n <= level + 1)
		return 0;	/* our namespace (or one /proc cannot tell) */
	return (pid_t)find_id(kind, ids.n - 1, id, ns_above(tdir, 0), NULL);
}

int proc_tid_of(struct tcb *tcp, int tid)
{
	pid_t ours;

	if (tid <= 0)
		return -1;
	ours = translate(tcp, PID_TID, tid);
	return proc_tid(ours ? ours : tid);
}

/* A process id the tracee passed or got: the number, then what
 * --decode-pids asks for after it (decorations of the text; the node
 * is the number). */
void pid_decorate(struct strbuf *sb, struct tcb *tcp, int pid, unsigned kind)
{
	pid_decorate_as(sb, tcp, pid, kind, out_cfg ? out_cfg->decode_pids : 0);
}

void pid_decorate_as(struct strbuf *sb, struct tcb *tcp, int pid,
		     unsigned kind, unsigned decode)
{
	pid_t ours = 0;

	if (!decode || pid <= 0)
		return;
	if (decode & DECODE_PID_NS)
		ours = translate(tcp, kind, (long)pid);
	if (decode & DECODE_PID_COMM)
		put_comm(sb, ours ? ours : (pid_t)pid, false);
	if (ours && ours != pid)
		sb_printf(sb, " /* %d in strace's PID NS */", ours);
}

int v_pid_kind(const struct pctx *c, int pid, unsigned kind)
{
	v_int(c, pid);
	pid_decorate_as(c->o->sb, c->tcp, pid, kind, c->opt->decode_pids);
	return PRINT_OK;
}

int v_pid(const struct pctx *c, int pid)
{
	return v_pid_kind(c, pid, PID_TGID);
}

/* -Y: the name of a thread we start to trace (or that runs a new
 * program), read while it is there, for the lines after its end. */
void note_tid_comm(pid_t tid)
{
	struct strbuf sb = { 0 };

	if (!(out_cfg->decode_pids & DECODE_PID_COMM))
		return;
	sb_grow(&sb, 32);
	put_comm(&sb, tid, true);
	free(sb.s);
}

/* -Y: the name after a thread's id in the line prefix. */
void print_tid_comm(struct strbuf *sb, pid_t tid)
{
	if (out_cfg->decode_pids & DECODE_PID_COMM)
		put_comm(sb, tid, true);
}
