/* Reading a --json trace into tasks and calls. Each call becomes a few
 * interned strings: its key (the canonical name and the arguments that
 * mean the same in every run: flags by name, paths, descriptors and
 * what they refer to, numbers, addresses as their mapping: maps.c),
 * what the report shows, its result and its notes. Buffers, what the
 * kernel wrote back, pids and times are left out, as they differ from
 * run to run whatever the program does (--data keeps buffers and output
 * arguments). */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>

#include "abitrace.h"
#include "diff/diff.h"

/* The longest line a trace may have: a record with many long paths is
 * far below it, and a line without end is an error, not a heap. */
#define MAX_LINE	(16u << 20)
/* The deepest fork tree: its positions are strings ("1.1.1..."). */
#define MAX_POS		4096
/* More arguments than any call has. */
#define DIFF_MAX_ARGS	16

void diff_fail(const char *fmt, ...)
{
	va_list ap;

	fflush(stdout);
	fputs("abitrace diff: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(DIFF_TROUBLE);
}

/* ---- what is known of each call name, cached by its id ------------- */

struct nameinfo {
	bool seen, vol_ret, has_equiv;
	uint32_t vol_args;	/* bit i: argument i is a pid */
	uint32_t num_args;	/* bit i: a descriptor compared as its number */
	const struct sysdesc *sd;
};
static struct nameinfo *ni;
static uint32_t nni;

static const struct sysdesc *sysdesc_named(const char *name)
{
	for (unsigned i = 0; i < sysdescs_count; i++)
		if (sysdescs[i].name && !strcmp(sysdescs[i].name, name))
			return &sysdescs[i];
	return NULL;
}

static const struct nameinfo *name_info(uint32_t id)
{
	if (id >= nni) {
		uint32_t n = id + 64;

		ni = xrealloc(ni, n * sizeof(*ni));
		memset(ni + nni, 0, (n - nni) * sizeof(*ni));
		nni = n;
	}
	if (!ni[id].seen) {
		const char *name = interned(id);
		ni[id].seen = true;
		ni[id].sd = sysdesc_named(name);
		ni[id].vol_ret = equiv_volatile_ret(name) ||
			(ni[id].sd && (ni[id].sd->ret == RET_PID ||
				       ni[id].sd->ret == RET_HEX));
		ni[id].has_equiv = equiv_has(name);
		for (unsigned i = 0; i < DIFF_MAX_ARGS; i++) {
			if (equiv_volatile_arg(name, i))
				ni[id].vol_args |= 1u << i;
			if (equiv_fd_number(name, i))
				ni[id].num_args |= 1u << i;
		}
	}
	return &ni[id];
}

const char *diff_arg_name(uint32_t name, unsigned i)
{
	const struct sysdesc *sd = name_info(name)->sd;

	return sd && i < sd->nargs ? sd->args[i].name : NULL;
}

/* ---- rendering a value: escaped, so that a key is safe to print ---- */

static void put_esc(struct strbuf *sb, const char *s, size_t n)
{
	static const char hex[] = "0123456789abcdef";

	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c == '"' || c == '\\') {
			sb_putc(sb, '\\');
			sb_putc(sb, (char)c);
		} else if (c < 0x20 || c >= 0x7f) {
			sb_puts(sb, "\\x");
			sb_putc(sb, hex[c >> 4]);
			sb_putc(sb, hex[c & 15]);
		} else {
			sb_putc(sb, (char)c);
		}
	}
}

/* A raw text, its long hex numbers (addresses) made "0x_". */
static void put_raw(struct strbuf *sb, const char *s)
{
	size_t n = strlen(s);

	for (size_t i = 0; i < n; i++) {
		size_t k = 0;

		if (s[i] == '0' && s[i + 1] == 'x') {
			while (i + 2 + k < n &&
			       strchr("0123456789abcdefABCDEF", s[i + 2 + k]) &&
			       s[i + 2 + k])
				k++;
			if (k >= 7) {
				sb_puts(sb, "0x_");
				i += 1 + k;
				continue;
			}
		}
		put_esc(sb, s + i, 1);
	}
}

/* The process whose call is being read, and whether the call is brk:
 * render() names its addresses by that process's mappings. */
static int cur_pid;
static bool cur_brk;

/* A number or an address ("0x7f..", or a number's digits) as its
 * value; false when V is neither. */
static bool num_of(const struct jr *j, int v, uint64_t *out)
{
	const char *s = jr_sval(j, v, NULL);
	char *end;

	if (!s || !*s || *s == '-')
		return false;
	errno = 0;
	*out = strtoull(s, &end, 0);
	return !errno && !*end;
}

/* A descriptor's path as what it refers to: "socket:[12345]" and
 * "pipe:[678]" are a kind and an inode number, the number another in
 * every run; "UNIX:[1234->5678]" likewise (--decode-fds=socket). */
static void put_fd_path(struct strbuf *sb, const char *s, size_t n)
{
	const char *br = memchr(s, '[', n);

	sb_putc(sb, '<');
	if (br && br > s && br[-1] == ':' && br + 1 < s + n &&
	    br[1] >= '0' && br[1] <= '9' && s[n - 1] == ']')
		put_esc(sb, s, (size_t)(br - s - 1));
	else
		put_esc(sb, s, n);
	sb_putc(sb, '>');
}

static const char *text_of(const struct jr *j, int v)
{
	const char *t = jr_gets(j, v, "text");

	return t ? t : "";
}

static void render(const struct jr *j, int v, bool path, bool data,
		   struct strbuf *sb, unsigned depth);

static void render_items(const struct jr *j, int first, bool named,
			 bool data, struct strbuf *sb, unsigned depth)
{
	for (int i = first; i >= 0; i = j->n[i].next) {
		if (i != first)
			sb_puts(sb, ", ");
		if (named) {
			const char *k = jr_key(j, i);

			put_esc(sb, k, j->n[i].klen);
			sb_putc(sb, '=');
			render(j, i, strstr(k, "path") != NULL, data, sb,
			       depth + 1);
		} else {
			render(j, i, false, data, sb, depth + 1);
		}
	}
}

static void render(const struct jr *j, int v, bool path, bool data,
		   struct strbuf *sb, unsigned depth)
{
	const char *type = jr_gets(j, v, "type"), *s;
	size_t n;
	int x;

	if (!type || depth > JR_MAX_DEPTH) {
		sb_putc(sb, '?');
		return;
	}
	if (!strcmp(type, "addr")) {
		uint64_t a;

		if (num_of(j, jr_get(j, v, "value"), &a))
			maps_name(cur_pid, a, cur_brk, sb);
		else
			sb_putc(sb, '_');
	} else if (!strcmp(type, "str")) {
		s = jr_sval(j, jr_get(j, v, "value"), &n);
		if (!s || (!path && !data)) {
			sb_putc(sb, '_');
			return;
		}
		sb_putc(sb, '"');
		put_esc(sb, s, n);
		sb_putc(sb, '"');
	} else if (!strcmp(type, "flags")) {
		int64_t unk = 0;
		bool any = false;

		x = jr_get(j, v, "names");
		if (x < 0 || j->n[x].type != JR_ARR) {
			put_raw(sb, text_of(j, v));
			return;
		}
		for (int i = j->n[x].child; i >= 0; i = j->n[i].next) {
			s = jr_sval(j, i, &n);
			if (!s)
				continue;
			if (any)
				sb_putc(sb, '|');
			put_esc(sb, s, n);
			any = true;
		}
		if (jr_geti(j, v, "unknown", &unk) && unk) {
			if (any)
				sb_putc(sb, '|');
			sb_put_hex(sb, (uint64_t)unk);
			any = true;
		}
		if (!any)
			sb_putc(sb, '0');
	} else if (!strcmp(type, "fd")) {
		const char *name = jr_gets(j, v, "name");

		if (name) {
			put_esc(sb, name, strlen(name));
			return;
		}
		/* What it refers to, when -y said: the number is
		 * another whenever one run opened one file more. */
		s = jr_sval(j, jr_get(j, v, "path"), &n);
		if (s && n) {
			put_fd_path(sb, s, n);
			return;
		}
		s = jr_sval(j, jr_get(j, v, "value"), &n);
		put_esc(sb, s ? s : "?", s ? n : 1);
	} else if (!strcmp(type, "enum")) {
		s = jr_gets(j, v, "name");
		if (!s)
			s = jr_sval(j, jr_get(j, v, "value"), NULL);
		put_esc(sb, s ? s : "?", s ? strlen(s) : 1);
	} else if (!strcmp(type, "struct")) {
		x = jr_get(j, v, "fields");
		sb_putc(sb, '{');
		if (x >= 0 && j->n[x].type == JR_OBJ)
			render_items(j, j->n[x].child, true, data, sb, depth);
		sb_putc(sb, '}');
	} else if (!strcmp(type, "array")) {
		x = jr_get(j, v, "items");
		sb_putc(sb, '[');
		if (x >= 0 && j->n[x].type == JR_ARR)
			render_items(j, j->n[x].child, false, data, sb, depth);
		sb_putc(sb, ']');
	} else if (!strcmp(type, "inout")) {
		/* What the program passed; what the kernel wrote back
		 * only with --data. */
		render(j, jr_get(j, v, "in"), path, data, sb, depth + 1);
		if (data) {
			sb_puts(sb, " => ");
			render(j, jr_get(j, v, "out"), path, data, sb,
			       depth + 1);
		}
	} else if (!strcmp(type, "int") || !strcmp(type, "uint") ||
		   !strcmp(type, "mode")) {
		s = jr_gets(j, v, "text");
		if (!s)
			s = jr_sval(j, jr_get(j, v, "value"), NULL);
		put_raw(sb, s ? s : "?");
	} else {
		put_raw(sb, text_of(j, v));
	}
}

/* ---- tasks ---------------------------------------------------------- */

struct tidmap {
	int *tid;
	unsigned *idx;
	size_t n, used;
};

static unsigned task_of(struct dtrace *t, struct tidmap *m, int tid)
{
	size_t i;

	if (m->used * 2 >= m->n) {
		struct tidmap nm = { .n = m->n ? m->n * 2 : 64 };

		nm.tid = xmalloc(nm.n * sizeof(int));
		nm.idx = xmalloc(nm.n * sizeof(unsigned));
		for (i = 0; i < nm.n; i++)
			nm.idx[i] = UINT32_MAX;
		for (size_t k = 0; k < m->n; k++) {
			if (m->idx[k] == UINT32_MAX)
				continue;
			i = (unsigned)m->tid[k] * 2654435761u & (nm.n - 1);
			while (nm.idx[i] != UINT32_MAX)
				i = (i + 1) & (nm.n - 1);
			nm.tid[i] = m->tid[k];
			nm.idx[i] = m->idx[k];
		}
		nm.used = m->used;
		free(m->tid);
		free(m->idx);
		*m = nm;
	}
	i = (unsigned)tid * 2654435761u & (m->n - 1);
	while (m->idx[i] != UINT32_MAX) {
		if (m->tid[i] == tid)
			return m->idx[i];
		i = (i + 1) & (m->n - 1);
	}
	if (t->nt == t->cap) {
		t->cap = t->cap ? t->cap * 2 : 16;
		t->t = xrealloc(t->t, t->cap * sizeof(*t->t));
	}
	t->t[t->nt] = (struct dtask){ .tid = tid, .parent = -1 };
	m->tid[i] = tid;
	m->idx[i] = t->nt;
	m->used++;
	return t->nt++;
}

static bool forks(const char *name)
{
	return !strcmp(name, "clone") || !strcmp(name, "clone3") ||
	       !strcmp(name, "fork") || !strcmp(name, "vfork");
}

/* ---- one syscall record -------------------------------------------- */

/* A process or thread id: which process it is, its place in the fork
 * tree, is known only when the whole trace is read. Until then it is a
 * mark, PID_MARK, the number, PID_MARK (no byte of a trace is one:
 * put_esc escapes control bytes), which resolve_pids() replaces with
 * "<1.2>", or with "_" when no traced task had that id. 0 and negative
 * ids (wait4's -1: any child) mean the same in every run: kept. */
#define PID_MARK '\x1e'

static bool is_pid_arg(const struct argdesc *ad)
{
	return ad->name && (!strcmp(ad->name, "pid") ||
			    !strcmp(ad->name, "tgid") ||
			    !strcmp(ad->name, "tid"));
}

static void put_pid(const struct jr *j, int v, struct strbuf *sb)
{
	int64_t id;
	const char *s = jr_sval(j, v, NULL);
	char *end;

	if (!s || j->n[v].type != JR_NUM) {
		sb_putc(sb, '_');
		return;
	}
	errno = 0;
	id = strtoll(s, &end, 10);
	if (errno || *end || id > INT32_MAX) {
		sb_putc(sb, '_');
		return;
	}
	if (id <= 0) {
		sb_put_dec(sb, id);
		return;
	}
	sb_putc(sb, PID_MARK);
	sb_put_dec(sb, id);
	sb_putc(sb, PID_MARK);
}

/* A descriptor argument as its number alone, without -y's path, which
 * says what it referred to before the call or after it, as the tracer
 * read it (the ABIs differ there); false when it has no number. */
static bool fd_number(const struct jr *j, int a, struct strbuf *sb)
{
	const char *v = jr_sval(j, jr_get(j, a, "value"), NULL);

	if (!v || j->n[jr_get(j, a, "value")].type != JR_NUM)
		return false;
	put_esc(sb, v, strlen(v));
	return true;
}

/* waitid's id is what its idtype (argument 0) says: a process or a
 * group id (P_PID, P_PGID: compared as a place in the fork tree, as
 * wait4's pid), a descriptor (P_PIDFD: as what it refers to), or
 * nothing the kernel reads (P_ALL: left out). */
static bool waitid_pid(const char *name, const char *idtype)
{
	return !strcmp(name, "waitid") && idtype &&
	       (!strcmp(idtype, "P_PID") || !strcmp(idtype, "P_PGID"));
}

static bool waitid_fd(const char *name, const char *idtype)
{
	return !strcmp(name, "waitid") && idtype &&
	       !strcmp(idtype, "P_PIDFD");
}

/* Argument i's node, or -1. */
static int arg_node(const struct jr *j, int args, unsigned i)
{
	if (args < 0 || j->n[args].type != JR_ARR)
		return -1;
	for (int a = j->n[args].child; a >= 0; a = j->n[a].next)
		if (!i--)
			return a;
	return -1;
}

static uint64_t arg_num(const struct jr *j, int args, unsigned i)
{
	uint64_t v = 0;

	if (!num_of(j, jr_get(j, arg_node(j, args, i), "value"), &v))
		return 0;
	return v;
}

/* What a successful call did to its process's mappings (maps.c), once
 * its arguments are named by the mappings before it. RET: its result
 * as an address. */
static void track_maps(const struct dtrace *t, const struct jr *j,
		       int args, const char *name, int pid, uint64_t ret)
{
	if (!strcmp(name, "mmap") || !strcmp(name, "mmap2")) {
		const char *path = jr_gets(j, arg_node(j, args, 4), "path");
		uint64_t off = arg_num(j, args, 5);

		if (!strcmp(name, "mmap2"))
			off *= 4096;
		maps_mmap(pid, t->file, ret, arg_num(j, args, 1), off, path);
	} else if (!strcmp(name, "munmap")) {
		maps_munmap(pid, t->file, arg_num(j, args, 0),
			    arg_num(j, args, 1));
	} else if (!strcmp(name, "mremap")) {
		maps_mremap(pid, t->file, arg_num(j, args, 0),
			    arg_num(j, args, 1), ret, arg_num(j, args, 2));
	} else if (!strcmp(name, "brk")) {
		maps_brk(pid, ret);
	}
}

static struct strbuf argtxt[DIFF_MAX_ARGS], key, disp, tmp, ename;

/* The arguments of a call: each rendered once into argtxt (texts[i]
 * points to the i-th), for the key and the report. Returns how many. */
static unsigned render_args(const struct dtrace *t, const struct jr *j,
			    int args, uint32_t line, const char *name,
			    const struct nameinfo *info,
			    const struct diff_opts *o, const char **texts)
{
	unsigned nargs = 0;

	if (args < 0 || j->n[args].type != JR_ARR)
		return 0;
	for (int a = j->n[args].child; a >= 0; a = j->n[a].next) {
		const struct argdesc *ad = NULL;
		struct strbuf *sb;
		bool path, hide;

		if (nargs == DIFF_MAX_ARGS)
			diff_fail("%s:%u: more than %d arguments",
				  t->file, line, DIFF_MAX_ARGS);
		sb = &argtxt[nargs];
		sb->len = 0;
		if (info->sd && nargs < info->sd->nargs)
			ad = &info->sd->args[nargs];
		path = ad && (ad->traits & AT_PATH);
		hide = !o->data && ((ad && ad->out == ARG_OUT) ||
			(info->vol_args & (1u << nargs)));
		if (!hide && (info->num_args & (1u << nargs)) &&
		    fd_number(j, a, sb))
			;
		else if (hide && ad && is_pid_arg(ad) &&
		    (info->vol_args & (1u << nargs)))
			put_pid(j, jr_get(j, a, "value"), sb);
		else if (hide && nargs == 1 && waitid_pid(name, texts[0]))
			put_pid(j, jr_get(j, a, "value"), sb);
		else if (hide && nargs == 1 && waitid_fd(name, texts[0]))
			render(j, a, path, o->data, sb, 0);
		else if (hide)
			sb_putc(sb, '_');
		else
			render(j, a, path, o->data, sb, 0);
		sb_putc(sb, '\0');
		texts[nargs] = sb->s;
		nargs++;
	}
	return nargs;
}

/* The ids of a call's notes into tmp, sorted, without repeats. */
static void put_note_ids(const struct jr *j, int root)
{
	int nt = jr_get(j, root, "notes");
	const char *ids[64];
	unsigned nid2 = 0;

	tmp.len = 0;
	if (nt < 0 || j->n[nt].type != JR_ARR)
		return;
	for (int i = j->n[nt].child; i >= 0 && nid2 < 64;
	     i = j->n[i].next) {
		const char *id = jr_gets(j, i, "id");

		if (id)
			ids[nid2++] = id;
	}
	for (unsigned a = 1; a < nid2; a++)
		for (unsigned b = a; b && strcmp(ids[b - 1], ids[b]) > 0; b--) {
			const char *x = ids[b];

			ids[b] = ids[b - 1];
			ids[b - 1] = x;
		}
	for (unsigned a = 0; a < nid2; a++) {
		if (a && !strcmp(ids[a], ids[a - 1]))
			continue;
		if (tmp.len)
			sb_putc(&tmp, ' ');
		put_esc(&tmp, ids[a], strlen(ids[a]));
	}
}

/* Appends call c to thread tid's calls; returns the thread's index. */
static unsigned store_call(struct dtrace *t, struct tidmap *m, int tid,
			   const struct dcall *c)
{
	unsigned ti = task_of(t, m, tid);
	struct dtask *task = &t->t[ti];

	if (task->n == task->cap) {
		task->cap = task->cap ? task->cap * 2 : 64;
		task->c = xrealloc(task->c, task->cap * sizeof(*task->c));
	}
	task->c[task->n++] = *c;
	t->calls++;
	return ti;
}

/* A call's key (its canonical name and the arguments not in drop) and
 * what the report shows (its name and all of argtxt), each field
 * after a 0x1f. */
static void key_and_disp(struct dcall *c, const char *canon,
			 const char *name, unsigned nargs, unsigned drop)
{
	key.len = disp.len = 0;
	sb_puts(&key, canon);
	sb_puts(&disp, name);
	for (unsigned i = 0; i < nargs; i++) {
		const char *s = argtxt[i].s;

		sb_putc(&disp, '\x1f');
		sb_puts(&disp, s);
		if (drop & (1u << i))
			continue;
		sb_putc(&key, '\x1f');
		sb_puts(&key, s);
	}
	c->key = intern(key.s, key.len);
	c->disp = intern(disp.s, disp.len);
}

static void add_call(struct dtrace *t, struct tidmap *m, const struct jr *j,
		     int root, uint32_t line, const struct diff_opts *o)
{
	const char *name = jr_gets(j, root, "name"), *err, *canon;
	const char *texts[DIFF_MAX_ARGS] = { 0 };
	int64_t tid = 0, ret = 0, pid = 0;
	uint64_t addr = 0;
	const char *rpath;
	size_t rlen;
	bool is_addr;
	int args = jr_get(j, root, "args"), r;
	unsigned nargs = 0, drop = 0, ti;
	uint32_t nid;
	const struct nameinfo *info;
	struct dcall c = { .dur = -1 };
	bool have_ret;

	if (!name || !*name)
		diff_fail("%s:%u: a syscall record without a name",
			  t->file, line);
	if (!jr_geti(j, root, "tid", &tid) || tid <= 0 || tid > INT32_MAX)
		diff_fail("%s:%u: a syscall record without a thread id",
			  t->file, line);
	if (!jr_geti(j, root, "pid", &pid) || pid <= 0 || pid > INT32_MAX)
		pid = tid;
	cur_pid = (int)pid;
	cur_brk = !strcmp(name, "brk");
	/* The name is the trace's too: escaped like any value. */
	ename.len = 0;
	put_esc(&ename, name, strlen(name));
	sb_putc(&ename, '\0');
	name = ename.s;
	nid = intern(name, strlen(name));
	info = name_info(nid);

	nargs = render_args(t, j, args, line, name, info, o, texts);
	canon = info->has_equiv ?
		equiv_canon(name, texts, nargs, &drop) : name;
	c.name = intern(canon, strlen(canon));

	key_and_disp(&c, canon, name, nargs, drop);
	c.rname = nid;

	/* The result: an errno by name, else the number, unless the
	 * number differs from run to run (a pid, an address, a time). */
	tmp.len = 0;
	err = jr_gets(j, root, "errno");
	r = jr_get(j, root, "errno");
	have_ret = jr_geti(j, root, "ret", &ret);
	/* An address result (mmap, brk): a string, "0x7f..". */
	is_addr = info->sd && info->sd->ret == RET_HEX && !err &&
		  !(r >= 0 && j->n[r].type == JR_NUM) &&
		  num_of(j, jr_get(j, root, "ret"), &addr);
	if (is_addr || (!strcmp(name, "munmap") && have_ret && !ret && !err))
		track_maps(t, j, args, name, (int)pid, addr);
	if (!strcmp(name, "execve") && have_ret && !ret && !err)
		maps_exec((int)pid);
	if (err || (r >= 0 && j->n[r].type == JR_NUM)) {
		sb_puts(&tmp, "-1 ");
		if (err)
			put_esc(&tmp, err, strlen(err));
		else
			sb_puts(&tmp, jr_sval(j, r, NULL));
	} else if (is_addr) {
		maps_name((int)pid, addr, cur_brk, &tmp);
	} else if (have_ret && ret >= 0 &&
		   (rpath = jr_sval(j, jr_get(j, jr_get(j, root, "retval"),
					      "path"), &rlen)) && rlen) {
		/* A new descriptor: what it refers to (-y), as an
		 * argument is; its number follows what else is open. */
		put_fd_path(&tmp, rpath, rlen);
	} else if (!have_ret) {
		sb_puts(&tmp, jr_get(j, root, "ret") >= 0 &&
			      jr_gets(j, root, "ret") ? "_" : "?");
	} else if (info->sd && info->sd->ret == RET_PID && ret > 0 &&
		   ret <= INT32_MAX) {
		sb_putc(&tmp, PID_MARK);
		sb_put_dec(&tmp, ret);
		sb_putc(&tmp, PID_MARK);
	} else if (info->vol_ret && ret > 0) {
		sb_putc(&tmp, '_');
	} else {
		sb_put_dec(&tmp, ret);
	}
	c.res = intern(tmp.s, tmp.len);
	c.injected = jr_get(j, root, "injected") >= 0;

	put_note_ids(j, root);
	c.notes = intern(tmp.s ? tmp.s : "", tmp.len);

	r = jr_get(j, root, "duration");
	if (r >= 0 && j->n[r].type == JR_NUM)
		c.dur = strtof(jr_sval(j, r, NULL), NULL);
	c.line = line;

	ti = store_call(t, m, (int)tid, &c);
	/* A new thread or process: its place is its parent's n-th child. */
	if (forks(name) && have_ret && ret > 0 && ret <= INT32_MAX &&
	    !err) {
		unsigned ci = task_of(t, m, (int)ret);

		maps_fork((int)pid, (int)ret);
		defer_born((int)ret);
		if (ci != ti && t->t[ci].parent < 0) {
			t->t[ci].parent = (int)ti;
			t->t[ci].born = t->t[ti].n - 1;
		}
	}
}

static void add_exit(struct dtrace *t, struct tidmap *m, const struct jr *j,
		     int root, const char *type, uint32_t line)
{
	int64_t tid = 0, st = 0;
	const char *sig;
	unsigned ti;

	if (!jr_geti(j, root, "tid", &tid) || tid <= 0 || tid > INT32_MAX)
		diff_fail("%s:%u: an %s record without a thread id",
			  t->file, line, type);
	tmp.len = 0;
	if (!strcmp(type, "exit")) {
		sb_puts(&tmp, "exited with ");
		jr_geti(j, root, "status", &st);
		sb_put_dec(&tmp, st);
	} else {
		sig = jr_gets(j, root, "signal");
		sb_puts(&tmp, "killed by ");
		put_esc(&tmp, sig ? sig : "?", sig ? strlen(sig) : 1);
	}
	/* task_of() may move t->t: index it after the call. */
	ti = task_of(t, m, (int)tid);
	t->t[ti].exit = intern(tmp.s, tmp.len);
	if (jr_geti(j, root, "pid", &st) && st == tid)
		defer_gone((int)tid);
}

static char *dup_esc(const char *s)
{
	struct strbuf sb = { 0 };

	if (!s)
		return NULL;
	put_esc(&sb, s, strlen(s));
	sb_putc(&sb, '\0');
	return sb.s;
}

/* A header's "inject" array as one escaped string, "; "-separated; ""
 * when it is empty or absent. */
static char *inject_rules(const struct jr *j, int root)
{
	struct strbuf sb = { 0 };
	int a = jr_get(j, root, "inject");

	if (a >= 0 && j->n[a].type == JR_ARR)
		for (int i = j->n[a].child; i >= 0; i = j->n[i].next) {
			size_t n;
			const char *s = jr_sval(j, i, &n);

			if (!s || j->n[i].type != JR_STR)
				continue;
			if (sb.len)
				sb_puts(&sb, "; ");
			put_esc(&sb, s, n);
		}
	sb_putc(&sb, '\0');
	return sb.s;
}

/* {"type":"maps","pid":P,"maps":[{"start":"0x..","end":"0x..",
 * "offset":"0x..","path":".."},...]}: what the kernel mapped for the
 * program an execve started (doc/json-schema.md). */
static void add_maps(const struct dtrace *t, const struct jr *j, int root)
{
	int64_t pid = 0;
	int a = jr_get(j, root, "maps");

	if (!jr_geti(j, root, "pid", &pid) || pid <= 0 || pid > INT32_MAX ||
	    a < 0 || j->n[a].type != JR_ARR)
		return;
	for (int i = j->n[a].child; i >= 0; i = j->n[i].next) {
		uint64_t start, end, off = 0;
		const char *path = jr_gets(j, i, "path");

		if (j->n[i].type != JR_OBJ ||
		    !num_of(j, jr_get(j, i, "start"), &start) ||
		    !num_of(j, jr_get(j, i, "end"), &end))
			continue;
		num_of(j, jr_get(j, i, "offset"), &off);
		tmp.len = 0;
		if (path)
			put_esc(&tmp, path, strlen(path));
		sb_putc(&tmp, '\0');
		maps_initial((int)pid, t->file, start, end, off, tmp.s);
	}
}

/* ---- places in the fork tree --------------------------------------- */

static const struct dtask *birth_tasks;	/* qsort has no argument */

static int by_birth(const void *x, const void *y)
{
	const struct dtask *t = birth_tasks;
	const struct dtask *a = &t[*(const unsigned *)x];
	const struct dtask *b = &t[*(const unsigned *)y];

	if (a->parent != b->parent)
		return a->parent < b->parent ? -1 : 1;
	if (a->born != b->born)
		return a->born < b->born ? -1 : 1;
	return *(const unsigned *)x < *(const unsigned *)y ? -1 : 1;
}

/* Children in the order of the calls that made them, roots in the
 * order they first appear. A loop of parents (only a made-up trace has
 * one) is cut where it is first met: that task becomes a root. */
static void place(struct dtrace *t)
{
	unsigned *queue = xmalloc((t->nt + 1) * sizeof(*queue));
	bool *seen = calloc(t->nt + 1, sizeof(*seen));
	unsigned head = 0, tail = 0;

	if (!seen)
		diff_fail("out of memory");
	t->kids = xmalloc((t->nt + 1) * sizeof(*t->kids));
	t->roots = xmalloc((t->nt + 1) * sizeof(*t->roots));
	for (unsigned i = 0; i < t->nt; i++)
		t->kids[i] = i;
	birth_tasks = t->t;
	qsort(t->kids, t->nt, sizeof(*t->kids), by_birth);
	for (unsigned k = t->nt; k-- > 0;) {
		struct dtask *c = &t->t[t->kids[k]];

		if (c->parent >= 0) {
			t->t[c->parent].kfirst = k;
			t->t[c->parent].nkids++;
		}
	}
	for (unsigned pass = 0; pass < 2; pass++) {
		for (unsigned i = 0; i < t->nt; i++) {
			if (seen[i] || (pass == 0 && t->t[i].parent >= 0))
				continue;
			t->t[i].parent = -1;
			t->t[i].idx = ++t->nroots;
			t->roots[t->nroots - 1] = i;
			seen[i] = true;
			queue[tail++] = i;
			while (head < tail) {
				struct dtask *p = &t->t[queue[head++]];
				uint32_t n = 0;

				for (uint32_t k = 0; k < p->nkids; k++) {
					unsigned c = t->kids[p->kfirst + k];

					if (seen[c])
						continue;
					seen[c] = true;
					t->t[c].idx = ++n;
					queue[tail++] = c;
				}
			}
		}
	}
	free(queue);
	free(seen);
}

const char *task_pos(const struct dtrace *t, unsigned i)
{
	static struct strbuf sb;
	static uint32_t *up;
	static size_t cap;
	size_t n = 0;

	/* Up to the root, then printed from it. place() left no loop;
	 * the bound is only a guard. */
	for (int k = (int)i; k >= 0 && n <= t->nt; k = t->t[k].parent) {
		if (n == cap) {
			cap = cap ? cap * 2 : 64;
			up = xrealloc(up, cap * sizeof(*up));
		}
		up[n++] = t->t[k].idx;
	}
	sb.len = 0;
	while (n--) {
		sb_put_udec(&sb, up[n]);
		if (n)
			sb_putc(&sb, '.');
	}
	sb_putc(&sb, '\0');
	return sb.s;
}

/* ---- process ids as places in the fork tree ------------------------ */

static unsigned task_find(const struct tidmap *m, int tid)
{
	size_t i;

	if (!m->n)
		return UINT32_MAX;
	i = (unsigned)tid * 2654435761u & (m->n - 1);
	while (m->idx[i] != UINT32_MAX) {
		if (m->tid[i] == tid)
			return m->idx[i];
		i = (i + 1) & (m->n - 1);
	}
	return UINT32_MAX;
}

/* String ID with its PID_MARKs (put_pid) resolved. */
static uint32_t resolve(const struct dtrace *t, const struct tidmap *m,
			uint32_t id)
{
	static struct strbuf sb;
	char *s, *p, *e;

	if (!strchr(interned(id), PID_MARK))
		return id;
	/* A copy: intern() may move what interned() points into. */
	s = xstrdup(interned(id));
	sb.len = 0;
	for (p = s; (e = strchr(p, PID_MARK)); p = e + 1) {
		char *num = e + 1, *end = strchr(num, PID_MARK);
		unsigned ti;

		sb_write(&sb, p, (size_t)(e - p));
		if (!end)
			break;		/* only ours make marks: always a pair */
		*end = '\0';
		ti = task_find(m, atoi(num));
		if (ti == UINT32_MAX) {
			sb_putc(&sb, '_');
		} else {
			sb_putc(&sb, '<');
			sb_puts(&sb, task_pos(t, ti));
			sb_putc(&sb, '>');
		}
		e = end;
	}
	sb_puts(&sb, p);
	free(s);
	return intern(sb.s, sb.len);
}

/* After place(): a pid a call named or returned becomes the place of
 * the task that had it ("wait4(<1.1>, ...) = <1.1>"), which is the
 * same in two runs whose pids are not. */
static void resolve_pids(struct dtrace *t, const struct tidmap *m)
{
	for (unsigned i = 0; i < t->nt; i++)
		for (uint32_t k = 0; k < t->t[i].n; k++) {
			struct dcall *c = &t->t[i].c[k];

			c->key = resolve(t, m, c->key);
			c->disp = resolve(t, m, c->disp);
			c->res = resolve(t, m, c->res);
		}
}

/* ---- the file ------------------------------------------------------ */

/* The process a record belongs to: its pid, else its tid; 0 if none. */
static int rec_pid(const struct jr *j, int root)
{
	int64_t v;

	if ((jr_geti(j, root, "pid", &v) && v > 0 && v <= INT32_MAX) ||
	    (jr_geti(j, root, "tid", &v) && v > 0 && v <= INT32_MAX))
		return (int)v;
	return 0;
}

/* One record, LINE of the trace. FRESH: read from the file now, not
 * handed back by defer.c, which keeps a record of a process whose
 * parent's fork result has not come yet. */
static void record(struct dtrace *t, struct tidmap *m, struct jr *j,
		   const char *s, size_t len, uint32_t line,
		   const struct diff_opts *o, bool fresh)
{
	const char *type;
	int root = jr_parse(j, s, len), pid;

	if (root < 0)
		diff_fail("%s:%u: not JSON: %s", t->file, line, j->err);
	if (j->n[root].type != JR_OBJ || !(type = jr_gets(j, root, "type")))
		diff_fail("%s:%u: not an abitrace --json record",
			  t->file, line);
	if (strcmp(type, "header") && fresh && (pid = rec_pid(j, root)) &&
	    defer_keep(pid, s, len, line))
		return;
	if (!strcmp(type, "syscall")) {
		add_call(t, m, j, root, line, o);
	} else if (!strcmp(type, "maps")) {
		t->maps = true;
		if (!o->no_maps)
			add_maps(t, j, root);
	} else if (!strcmp(type, "exit") || !strcmp(type, "killed")) {
		add_exit(t, m, j, root, type, line);
	} else if (!strcmp(type, "header")) {
		defer_root();	/* -A: the next new process is a root */
		if (t->header)
			return;
		/* The first one: -A appends runs to one file. */
		t->header = true;
		t->kernel = dup_esc(jr_gets(j, root, "kernel"));
		t->machine = dup_esc(jr_gets(j, root, "machine"));
		t->abi = dup_esc(jr_gets(j, root, "abi"));
		t->version = dup_esc(jr_gets(j, root, "version"));
		t->inject = inject_rules(j, root);
	}
}

/* The records defer.c hands back, each once its process is known. */
static void handed_back(struct dtrace *t, struct tidmap *m, struct jr *j,
			const struct diff_opts *o)
{
	const char *s;
	size_t len;
	uint32_t line;

	while (defer_next(&s, &len, &line))
		record(t, m, j, s, len, line, o, false);
}

void load_trace(struct dtrace *t, const char *file, const struct diff_opts *o)
{
	FILE *f = strcmp(file, "-") ? fopen(file, "re") : stdin;
	struct tidmap m = { 0 };
	struct jr j = { 0 };
	struct strbuf line = { 0 };
	uint32_t lineno = 0;
	bool any = false;
	int c;

	memset(t, 0, sizeof(*t));
	t->file = file;
	maps_reset_all();	/* pids mean nothing across traces */
	defer_reset();
	if (!f)
		diff_fail("%s: %s", file, strerror(errno));
	for (;;) {
		line.len = 0;
		while ((c = getc_unlocked(f)) != EOF && c != '\n') {
			if (line.len >= MAX_LINE)
				diff_fail("%s:%u: a line longer than %u bytes",
					  file, lineno + 1, MAX_LINE);
			sb_putc(&line, (char)c);
		}
		if (c == EOF && ferror(f))
			diff_fail("%s: %s", file, strerror(errno));
		if (c == EOF && !line.len)
			break;
		lineno++;
		if (lineno == UINT32_MAX)
			diff_fail("%s: too many lines", file);
		if (line.len) {
			record(t, &m, &j, line.s, line.len, lineno, o, true);
			any = true;
			handed_back(t, &m, &j, o);
			while (defer_flush(false))
				handed_back(t, &m, &j, o);
		}
		if (c == EOF)
			break;
	}
	/* Processes no fork record made: roots, the longest held first. */
	while (defer_flush(true))
		handed_back(t, &m, &j, o);
	defer_reset();
	if (f != stdin)
		fclose(f);
	if (!any)
		diff_fail("%s: no abitrace --json records", file);
	place(t);
	resolve_pids(t, &m);
	free(line.s);
	free(j.n);
	free(j.str.s);
	free(m.tid);
	free(m.idx);
}

/* Whether the two traces' ABIs differ, as their headers say. */
static bool other_abi(const struct dtrace *a, const struct dtrace *b)
{
	if (a->abi && b->abi && strcmp(a->abi, b->abi))
		return true;
	return a->machine && b->machine && strcmp(a->machine, b->machine);
}

void load_pair(struct dtrace *a, const char *fa, struct dtrace *b,
	       const char *fb, const struct diff_opts *o)
{
	struct diff_opts no = *o;
	bool mixed;

	no.no_maps = true;
	load_trace(a, fa, o);
	load_trace(b, fb, o);
	mixed = a->maps != b->maps;
	if (mixed) {
		if (a->maps) {
			dtrace_free(a);
			load_trace(a, fa, &no);
		} else {
			dtrace_free(b);
			load_trace(b, fb, &no);
		}
	}
	if (o->loader == LOADER_UNIT ||
	    (o->loader == LOADER_AUTO && other_abi(a, b))) {
		/* Again, with the program's mmaps counted from the
		 * loader's end (maps_count_after_loader). */
		const struct diff_opts *lo = mixed ? &no : o;

		dtrace_free(a);
		dtrace_free(b);
		maps_count_after_loader(true);
		load_trace(a, fa, lo);
		load_trace(b, fb, lo);
		maps_count_after_loader(false);
		loader_units(a);
		loader_units(b);
	}
}

void dtrace_free(struct dtrace *t)
{
	for (unsigned i = 0; i < t->nt; i++)
		free(t->t[i].c);
	free(t->t);
	free(t->kids);
	free(t->roots);
	free(t->kernel);
	free(t->machine);
	free(t->abi);
	free(t->version);
	free(t->inject);
	memset(t, 0, sizeof(*t));
}
