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

/* The last name seen of each id: a thread that is gone (its exit
 * line) keeps the name it had. */
static struct { pid_t pid; char comm[17]; } seen[256];

/* The command name, quoted without quotes and with <> escaped. */
static void put_comm(struct strbuf *sb, pid_t pid)
{
	char path[64], buf[64];
	unsigned slot = (unsigned)pid % 256;
	FILE *f;
	size_t n = 0;

	snprintf(path, sizeof(path), "/proc/%d/comm", pid);
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
	char path[300];
	struct stat st;

	snprintf(path, sizeof(path), "/proc/%s/ns/pid", pid_dir);
	return stat(path, &st) ? 0 : st.st_ino;
}

/* The ids of pid in each namespace, outermost (ours) first. */
static unsigned nspids(const char *pid_dir, long *ids, unsigned max)
{
	char path[300], line[512];
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

/* The id in our namespace of the process the tracee calls id, 0 when
 * the tracee shares our namespace or it cannot be found. */
static pid_t translate(struct tcb *tcp, long id)
{
	static ino_t our_ns;
	char tdir[32];
	long ids[32];
	unsigned depth;
	ino_t ns;
	DIR *d;
	struct dirent *de;
	pid_t found = 0;

	if (id <= 0)
		return 0;
	if (!our_ns)
		our_ns = ns_of("self");
	snprintf(tdir, sizeof(tdir), "%d", tcp->tid);
	ns = ns_of(tdir);
	if (!ns || ns == our_ns)
		return 0;
	for (unsigned i = 0; i < ncache; i++)
		if (cache[i].ns == ns && cache[i].id == id)
			return cache[i].ours;
	depth = nspids(tdir, ids, 32);
	if (depth < 2)
		return 0;
	d = opendir("/proc");
	if (!d)
		return 0;
	while (!found && (de = readdir(d))) {
		long cand[32];
		unsigned n;

		if (de->d_name[0] < '0' || de->d_name[0] > '9')
			continue;
		n = nspids(de->d_name, cand, 32);
		if (n >= depth && cand[depth - 1] == id &&
		    (n > depth || ns_of(de->d_name) == ns))
			found = (pid_t)cand[0];
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
int v_pid(const struct pctx *c, int pid)
{
	struct strbuf *sb = c->o->sb;
	unsigned decode = c->opt->decode_pids;
	pid_t ours = 0;

	v_int(c, pid);
	if (!decode || pid <= 0)
		return PRINT_OK;
	if (decode & DECODE_PID_NS)
		ours = translate(c->tcp, (long)pid);
	if (decode & DECODE_PID_COMM)
		put_comm(sb, ours ? ours : (pid_t)pid);
	if (ours && ours != pid)
		sb_printf(sb, " /* %d in strace's PID NS */", ours);
	return PRINT_OK;
}

/* -Y: the name after a thread's id in the line prefix. */
void print_tid_comm(struct strbuf *sb, pid_t tid)
{
	if (opt.decode_pids & DECODE_PID_COMM)
		put_comm(sb, tid);
}
