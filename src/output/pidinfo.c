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
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static bool proc_name(pid_t tid, char *buf, size_t size);

/* The last name seen of each id: a thread that is gone (its exit
 * line) keeps the name it had. */
static struct { pid_t pid; char comm[17]; } seen[256];

/* The command name, quoted without quotes and with <> escaped. */
static void put_comm(struct strbuf *sb, pid_t pid)
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
	} else if (seen[slot].pid == pid) {
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

static ino_t ns_of(const char *pid_dir)
{
	char path[320];
	struct stat st;

	snprintf(path, sizeof(path), "/proc/%s/ns/pid", pid_dir);
	return stat(path, &st) ? 0 : st.st_ino;
}

/* The ids of pid in each namespace, outermost (ours) first. */
static unsigned nspids(const char *pid_dir, long *ids, unsigned max)
{
	char path[320], line[512];
	unsigned n = 0;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%s/status", pid_dir);
	f = fopen(path, "re");
	if (!f)
		return 0;
	while (fgets(line, sizeof(line), f)) {
		char *p = line + 6, *end;

		if (strncmp(line, "NSpid:", 6))
			continue;
		while (n < max) {
			long v = strtol(p, &end, 10);

			if (end == p)
				break;
			ids[n++] = v;
			p = end;
		}
		break;
	}
	fclose(f);
	return n;
}

/* A cache of the last answers: a trace shows the same few ids. */
static struct { ino_t ns; long id; pid_t ours; } cache[64];
static unsigned ncache;

/* Where our own namespace is in the NSpid lists /proc shows: 0 when
 * /proc belongs to our namespace; deeper when abitrace runs in a child
 * namespace of /proc's (unshare -p without a new /proc). */
static unsigned our_level(void)
{
	static int level = -1;
	long ids[32];

	if (level < 0) {
		unsigned n = nspids("self", ids, 32);

		level = n ? (int)n - 1 : 0;
	}
	return (unsigned)level;
}

/* The /proc entry of a process whose id in our namespace is tid. */
static bool proc_name(pid_t tid, char *buf, size_t size)
{
	unsigned level = our_level();
	struct dirent *de;
	bool found = false;
	DIR *d;

	if (!level) {
		snprintf(buf, size, "%d", tid);
		return true;
	}
	d = opendir("/proc");
	if (!d)
		return false;
	while (!found && (de = readdir(d))) {
		long ids[32];

		if (de->d_name[0] < '0' || de->d_name[0] > '9')
			continue;
		if (nspids(de->d_name, ids, 32) > level && ids[level] == tid) {
			snprintf(buf, size, "%s", de->d_name);
			found = true;
		}
	}
	closedir(d);
	return found;
}

/* The id in our namespace of the process the tracee calls id, 0 when
 * the tracee shares our namespace or it cannot be found. */
static pid_t translate(struct tcb *tcp, long id)
{
	unsigned level = our_level(), tlevel;
	char tdir[280];
	long ids[32];
	ino_t ns;
	DIR *d;
	struct dirent *de;
	pid_t found = 0;

	if (id <= 0 || !proc_name(tcp->tid, tdir, sizeof(tdir)))
		return 0;
	tlevel = nspids(tdir, ids, 32);
	if (tlevel <= level + 1)
		return 0;	/* our namespace (or one /proc cannot tell) */
	tlevel--;
	ns = ns_of(tdir);
	for (unsigned i = 0; i < ncache && i < 64; i++)
		if (cache[i].ns == ns && cache[i].id == id)
			return cache[i].ours;
	d = opendir("/proc");
	if (!d)
		return 0;
	while (!found && (de = readdir(d))) {
		long cand[32];
		unsigned n;

		if (de->d_name[0] < '0' || de->d_name[0] > '9')
			continue;
		n = nspids(de->d_name, cand, 32);
		if (n > tlevel && cand[tlevel] == id &&
		    (n > tlevel + 1 || ns_of(de->d_name) == ns))
			found = (pid_t)cand[level];
	}
	closedir(d);
	cache[ncache % 64].ns = ns;
	cache[ncache % 64].id = id;
	cache[ncache % 64].ours = found;
	ncache++;
	return found;
}

/* A process id the tracee passed or got: the number, then what
 * --decode-pids asks for after it (decorations of the text; the node
 * is the number). */
void pid_decorate(struct strbuf *sb, struct tcb *tcp, int pid)
{
	/* Printers may run before out_init (the decode fuzz harness
	 * renders calls while it writes its seeds): nothing to add. */
	unsigned decode = out_cfg ? out_cfg->decode_pids : 0;
	pid_t ours = 0;

	if (!decode || pid <= 0)
		return;
	if (decode & DECODE_PID_NS)
		ours = translate(tcp, (long)pid);
	if (decode & DECODE_PID_COMM)
		put_comm(sb, ours ? ours : (pid_t)pid);
	if (ours && ours != pid)
		sb_printf(sb, " /* %d in strace's PID NS */", ours);
}

int v_pid(const struct pctx *c, int pid)
{
	v_int(c, pid);
	pid_decorate(c->o->sb, c->tcp, pid);
	return PRINT_OK;
}

/* -Y: the name of a thread we start to trace (or that runs a new
 * program), read while it is there, for the lines after its end. */
void note_tid_comm(pid_t tid)
{
	struct strbuf sb = { 0 };

	if (!(out_cfg->decode_pids & DECODE_PID_COMM))
		return;
	sb_grow(&sb, 32);
	put_comm(&sb, tid);
	free(sb.s);
}

/* -Y: the name after a thread's id in the line prefix. */
void print_tid_comm(struct strbuf *sb, pid_t tid)
{
	if (out_cfg->decode_pids & DECODE_PID_COMM)
		put_comm(sb, tid);
}
