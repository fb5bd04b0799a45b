/* Every syscall decoder, from a fake tracee memory.
 *
 * The input picks a personality and a syscall number of its table (the
 * generated sysent tables: every line of syscalls.list, so a new
 * syscall or a new struct printer of types.list is fuzzed as soon as a
 * syscall uses it), the options the printers read (-x, -xx, -v, -y,
 * -s), six argument words, the return value or errno, and the rest is
 * the tracee's memory: an image at IMG_BASE. Arguments can be made
 * addresses inside the image; every read outside it faults, as an
 * unmapped page does, so strings that run to its end stop at a page
 * edge, and a mask makes chosen reads fail as if another thread had
 * unmapped the page between two reads. Or the input is a siginfo_t for
 * the signal-delivery line.
 *
 * The call goes through the real engine (decode_entry, decode_exit,
 * the socketcall/ipc demultiplexer, the ret printers) twice: without
 * recording nodes, and recording them for the JSON backend. Properties:
 *  - both renderings of the line are the same text;
 *  - every node's text span and raw bytes lie inside their buffers;
 *  - the text backend writes printable ASCII lines;
 *  - the JSON backend writes lines that are valid JSON (RFC 8259) and
 *    pure ASCII.
 *
 * With FUZZ_DECODE_SEEDS=DIR it writes seeds for every syscall of every
 * table into DIR, with FUZZ_DECODE_DICT=FILE a dictionary of every
 * constant set, and exits (tests/fuzz/libfuzzer/run does both). */
#define _GNU_SOURCE	/* memmem */
#include "harness.h"
#include "output/output.h"
#include "output/task.h"
#include "trace/trace.h"
#include "decode/decode.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>

#define IMG_BASE 0x10000ull	/* page aligned, below 4 GiB for i386 */
#define IMG_MAX 16384

/* The input's header, little-endian, then the image. */
struct hdr {
	uint8_t pers;		/* personality, modulo their count */
	uint8_t mode;		/* bit 0-1 -x level, 2 -v, 3 -y, 4 failed,
				 * 5 signal delivery instead of a call */
	uint16_t nr;		/* beyond the table: an unknown number */
	uint8_t strlim;		/* -s */
	uint8_t argmode[2];	/* 2 bits per argument, see arg_value() */
	uint8_t pad;
	uint16_t failmask;	/* read i (i < 16) of a rendering faults */
	uint16_t sp_off;	/* the stack pointer, in the image */
	uint16_t err;		/* errno of a failed call */
	uint8_t pad2[2];
	uint64_t args[MAX_ARGS];
	uint64_t rval;
} __attribute__((packed));

static const uint8_t *img;
static size_t img_len;
static unsigned nreads;
static uint16_t failmask;

static int fake_read(uint64_t addr, size_t len, void *buf)
{
	unsigned i = nreads++;

	if (i < 16 && (failmask >> i) & 1)
		return -1;
	if (addr < IMG_BASE || addr - IMG_BASE > img_len ||
	    len > img_len - (addr - IMG_BASE))
		return -1;
	memcpy(buf, img + (addr - IMG_BASE), len);
	return 0;
}

/* An argument word: 0 as given, 1 an address in the image (or just
 * past it), 2 a small number, 3 a small negative one. */
static uint64_t arg_value(const struct hdr *h, unsigned i)
{
	unsigned m = (h->argmode[i / 4] >> (2 * (i % 4))) & 3;
	uint64_t v = h->args[i];

	switch (m) {
	case 1: return IMG_BASE + v % (img_len + 16);
	case 2: return v & 0xff;
	case 3: return (uint64_t)-(int64_t)(v & 0xff);
	}
	return v;
}

/* ---- where the backends write ---------------------------------------- */

static struct strbuf out;

static ssize_t out_write(void *cookie, const char *buf, size_t n)
{
	(void)cookie;
	sb_write(&out, buf, n);
	return (ssize_t)n;
}

/* ---- a strict JSON reader (RFC 8259): valid or not ------------------ */

static const char *js, *je;

static bool j_value(int depth);

static void j_ws(void)
{
	while (js < je && (*js == ' ' || *js == '\t' || *js == '\n' ||
			   *js == '\r'))
		js++;
}

static bool j_lit(const char *w)
{
	size_t n = strlen(w);

	if ((size_t)(je - js) < n || memcmp(js, w, n))
		return false;
	js += n;
	return true;
}

static bool j_string(void)
{
	if (js >= je || *js++ != '"')
		return false;
	while (js < je && *js != '"') {
		unsigned char ch = (unsigned char)*js++;

		if (ch < 0x20)
			return false;
		if (ch != '\\')
			continue;
		if (js >= je)
			return false;
		ch = (unsigned char)*js++;
		if (ch == 'u') {
			for (int k = 0; k < 4; k++, js++)
				if (js >= je || !strchr("0123456789abcdef"
							"ABCDEF", *js) || !*js)
					return false;
		} else if (!strchr("\"\\/bfnrt", ch) || !ch) {
			return false;
		}
	}
	return js < je && *js++ == '"';
}

static bool j_digits(void)
{
	const char *s = js;

	while (js < je && *js >= '0' && *js <= '9')
		js++;
	return js > s;
}

static bool j_number(void)
{
	if (js < je && *js == '-')
		js++;
	if (js < je && *js == '0')
		js++;
	else if (!j_digits())
		return false;
	if (js < je && *js == '.') {
		js++;
		if (!j_digits())
			return false;
	}
	if (js < je && (*js == 'e' || *js == 'E')) {
		js++;
		if (js < je && (*js == '+' || *js == '-'))
			js++;
		if (!j_digits())
			return false;
	}
	return true;
}

static bool j_members(int depth, char close, bool keys)
{
	j_ws();
	if (js < je && *js == close) {
		js++;
		return true;
	}
	for (;;) {
		j_ws();
		if (keys) {
			if (!j_string())
				return false;
			j_ws();
			if (js >= je || *js++ != ':')
				return false;
		}
		if (!j_value(depth + 1))
			return false;
		j_ws();
		if (js >= je)
			return false;
		if (*js == close) {
			js++;
			return true;
		}
		if (*js++ != ',')
			return false;
	}
}

static bool j_value(int depth)
{
	if (depth > 200)
		return false;
	j_ws();
	if (js >= je)
		return false;
	switch (*js) {
	case '{': js++; return j_members(depth, '}', true);
	case '[': js++; return j_members(depth, ']', false);
	case '"': return j_string();
	case 't': return j_lit("true");
	case 'f': return j_lit("false");
	case 'n': return j_lit("null");
	}
	return j_number();
}

static bool json_valid(const char *s, size_t n)
{
	js = s;
	je = s + n;
	if (!j_value(0))
		return false;
	j_ws();
	return js == je;
}

/* ---- the properties -------------------------------------------------- */

/* Each line: JSON (it starts with '{') valid and ASCII, text printable. */
static void check_output(void)
{
	size_t i = 0;

	while (i < out.len) {
		const char *s = out.s + i, *nl = memchr(s, '\n', out.len - i);
		size_t n;

		MUST(nl != NULL);	/* every write ends its line */
		n = (size_t)(nl - s);
		if (n && s[0] == '{') {
			if (!json_valid(s, n) || !all_printable(s, n)) {
				fprintf(stderr, "harness: bad JSON: %.*s\n",
					(int)n, s);
				abort();
			}
		} else if (!all_printable(s, n)) {
			fprintf(stderr, "harness: unprintable: %.*s\n",
				(int)n, s);
			abort();
		}
		i += n + 1;
	}
}

/* The nodes point into the line and the raw bytes. */
static void check_view(const struct view *v, size_t textlen)
{
	for (unsigned k = 0; k < v->nn; k++) {
		const struct vnode *n = &v->n[k];

		MUST(n->start <= n->end && n->end <= textlen);
		MUST(n->kind < VK_COUNT);
		MUST(n->child < (int32_t)v->nn && n->next < (int32_t)v->nn);
		if (n->flags & VF_RAWBYTES)
			MUST(n->raw <= v->raw.len &&
			     n->rawlen <= v->raw.len - n->raw);
	}
	for (unsigned i = 0; i <= MAX_ARGS; i++)
		MUST(v->first[i] < (int32_t)v->nn);
}

/* ---- one call ---------------------------------------------------------- */

/* The options: the layers keep a pointer to them. */
static struct options cfg = { .string_limit = 32 };

static unsigned one_thread(void)
{
	return 1;
}

static void no_threads(void (*fn)(struct tcb *, void *), void *data)
{
	(void)fn;
	(void)data;
}

static const struct out_threads threads = { one_thread, no_threads };

static struct tcb tcb;
static struct out_line tout;
static struct out_task town;
static struct dec_task tdec;
static struct proc proc = { .pid = 0x7ffffff0, .page_size = 4096 };
static FILE *sink;
static struct strbuf plain;

static void reset_tcb(const struct hdr *h)
{
	struct out_line keep_out = tout;
	struct dec_task keep_dec = tdec;

	memset(&tcb, 0, sizeof(tcb));
	memset(&tout, 0, sizeof(tout));
	memset(&tdec, 0, sizeof(tdec));
	/* Buffers are kept from call to call, as the tracer does. */
	tout.line = keep_out.line;
	tdec.pre = keep_dec.pre;
	tout.view = keep_out.view;
	memset(&town, 0, sizeof(town));
	tout.own = &town;
	tcb.out = &tout;
	tcb.dec = &tdec;
	tcb.tid = tcb.pid = proc.pid;	/* no such process: -y finds none */
	tcb.proc = &proc;
	tcb.pers = (unsigned char)(h->pers % npersonalities);
	tcb.call.scno = h->nr;
	tcb.regs.sp = IMG_BASE + h->sp_off;
	for (unsigned i = 0; i < MAX_ARGS; i++)
		tcb.call.args[i] = arg_value(h, i);
	tcb.call.sd = syscall_desc(tcb.pers, tcb.call.scno);
	tcb.flags = TCB_INSYSCALL;
	nreads = 0;
}

/* The call as the loop decodes it (trace/loop.c): entry, then exit or,
 * for a call that never returns, its "= ?". */
static void decode_call(const struct hdr *h)
{
	reset_tcb(h);
	decode_demux(&tcb);
	decode_entry(&tcb);
	if (tcb.call.sd && tcb.call.sd->ret == RET_NONE) {
		decode_noreturn(&tcb);
		return;
	}
	tcb.flags &= ~TCB_INSYSCALL;
	if (h->mode & 16) {
		tcb.call.err = h->err % 4096 ? h->err % 4096 : EFAULT;
		tcb.call.rval = -tcb.call.err;
	} else {
		tcb.call.rval = (int64_t)h->rval;
	}
	decode_exit(&tcb);
}

static void one_call(const struct hdr *h)
{
	struct call_extra x = { 0 };

	out_wants_nodes = false;
	decode_call(h);
	plain.len = 0;
	sb_write(&plain, tout.line.s, tout.line.len);

	out_wants_nodes = true;
	decode_call(h);
	MUST(tout.line.len == plain.len &&
	     !memcmp(tout.line.s, plain.s, plain.len));
	MUST(tout.exit_start <= tout.ret_start &&
	     tout.ret_start <= tout.ret_end &&
	     tout.ret_end <= tout.line.len);
	for (unsigned i = 0; i < MAX_ARGS; i++)
		if (tout.shown & (1u << i))
			MUST(tout.arg_start[i] <= tout.arg_end[i] &&
			     tout.arg_end[i] <= tout.line.len);
	check_view(tout.view, tout.line.len);

	/* The entry part goes out at entry, the rest at exit, as the loop
	 * hands them over; a call that never returns ends unfinished. */
	out_syscall_entry(&tcb);
	out_syscall_exit(&tcb, &x);
}

static void one_signal(const uint8_t *data, size_t size)
{
	siginfo_t si;

	memset(&si, 0, sizeof(si));
	memcpy(&si, data, size < sizeof(si) ? size : sizeof(si));
	reset_tcb(&(struct hdr){ 0 });
	out_wants_nodes = true;
	print_signal(&tcb, &si);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct hdr h;

	if (size < sizeof(h) || size > sizeof(h) + IMG_MAX)
		return 0;
	memcpy(&h, data, sizeof(h));
	img = data + sizeof(h);
	img_len = size - sizeof(h);
	failmask = h.failmask;
	cfg.xflag = h.mode & 3;
	if (cfg.xflag == 3)
		cfg.xflag = 0;
	cfg.verbose = h.mode & 4;
	cfg.yflag = (h.mode & 8) != 0;
	cfg.string_limit = h.strlim;
	out.len = 0;
	if (h.mode & 32)
		one_signal(img, img_len);
	else
		one_call(&h);
	fflush(sink);
	check_output();
	return 0;
}

/* ---- seeds ------------------------------------------------------------- */

/* An image a decoder can walk: words that point back into it (iovecs,
 * msghdrs, string vectors), small counts and lengths, short strings. */
static void seed_image(uint8_t *m, size_t n, bool compat)
{
	size_t w = compat ? 4 : 8;

	for (size_t i = 0; i + w <= n; i += w) {
		uint64_t v;

		switch (i / w % 4) {
		case 0: v = IMG_BASE + (i * 5 + 64) % (n - 32); break;
		case 1: v = 1 + i / w % 6; break;
		case 2: v = 0x41414141414141ull & (compat ? 0xffffffff : ~0ull);
			break;
		default: v = 0x2f; break;
		}
		memcpy(m + i, &v, w);
	}
}

static void write_file(const char *path, const void *b, size_t n)
{
	FILE *f = fopen(path, "we");

	if (!f || fwrite(b, 1, n, f) != n || fclose(f))
		abort();
}

/* Argument modes (2 bits each, see arg_value): all addresses, all
 * small numbers, and the two alternations of both. */
static const uint8_t seed_modes[][2] = {
	{ 0x55, 0x05 }, { 0xaa, 0x0a }, { 0x99, 0x09 }, { 0x66, 0x06 },
};

static unsigned seed_count;

/* One seed: variant v (see write_seeds) of syscall nr of personality p,
 * with argument sel, when it is not -1, set to val as given. */
static void write_seed(const char *dir, unsigned p, unsigned nr, unsigned v,
		       int sel, uint64_t val)
{
	static uint8_t buf[sizeof(struct hdr) + 1024];
	const struct sysdesc *sd = personalities[p].table->ent[nr];
	char path[4096];
	struct hdr h;

	memset(&h, 0, sizeof(h));
	h.pers = (uint8_t)p;
	h.nr = (uint16_t)nr;
	h.strlim = 32;
	h.mode = v & 1 ? 4 : 0;
	memcpy(h.argmode, seed_modes[v % 4], 2);
	for (unsigned i = 0; i < MAX_ARGS; i++)
		h.args[i] = 96 * i + 8;
	/* 4 and 5: what selects another argument's decoding (ioctl's
	 * request, fcntl's command, a length) as given, for the fuzzer's
	 * comparison tracing to set it to the cases the decoder tests. */
	for (unsigned i = 0; v >= 4 && i < sd->nargs; i++) {
		int k = sd->args[i].param;

		if (k < 0 || k >= MAX_ARGS)
			continue;
		h.args[k] = 3;
		h.argmode[k / 4] &= ~(3u << (2 * (k % 4)));
	}
	/* A constant of the argument's set, as given. */
	for (unsigned i = 0; i < sd->nargs; i++) {
		const struct xlat *x = sd->args[i].set;

		if (!x || !x->n)
			continue;
		h.args[i] = x->e[(nr + v) % x->n].val;
		h.argmode[i / 4] &= ~(3u << (2 * (i % 4)));
	}
	if (sel >= 0) {
		h.args[sel] = val;
		h.argmode[sel / 4] &= ~(3u << (2 * (sel % 4)));
	}
	h.rval = 2;
	memcpy(buf, &h, sizeof(h));
	seed_image(buf + sizeof(h), 1024, personalities[p].wordsize == 4);
	if (sel >= 0)
		snprintf(path, sizeof(path), "%s/seed-%s-%u-%d-%llx", dir,
			 personalities[p].name, nr, sel,
			 (unsigned long long)val);
	else
		snprintf(path, sizeof(path), "%s/seed-%s-%u-%u", dir,
			 personalities[p].name, nr, v);
	write_file(path, buf, sizeof(buf));
	seed_count++;
}

/* Whether argument sel of syscall nr shows val by a name (TCGETS,
 * F_SETLK, O_RDONLY|O_CREAT): its own printer says which values it
 * knows. */
static bool shown_by_name(unsigned p, unsigned nr, int sel, uint64_t val)
{
	struct hdr h = { .pers = (uint8_t)p, .nr = (uint16_t)nr };
	const char *t;
	size_t n;

	h.args[sel] = val;
	reset_tcb(&h);
	decode_entry(&tcb);
	if (!(tout.shown & (1u << sel)))
		return false;
	t = tout.line.s + tout.arg_start[sel];
	n = tout.arg_end[sel] - tout.arg_start[sel];
	if (!n || !(t[0] == '_' || (t[0] >= 'A' && t[0] <= 'Z')))
		return false;
	/* _IOC(...), QCMD(...): an unknown value spelled out. */
	return !memchr(t, '(', n) && !memmem(t, n, "???", 3);
}

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

/* Seeds per syscall of every table: the six variants, and for each
 * argument that selects how another is decoded, one seed per value it
 * names (from every constant of the generated sets), so that the
 * decoders behind ioctl's requests or fcntl's commands start reached. */
static void write_seeds(const char *dir)
{
	static uint8_t buf[sizeof(struct hdr) + 128];
	static uint64_t cand[8192];
	char path[4096];
	unsigned ncand = 0, nuniq = 0;

	for (unsigned k = 0; xlat_all[k]; k++)
		for (unsigned i = 0; i < xlat_all[k]->n && ncand < 8192; i++)
			cand[ncand++] = xlat_all[k]->e[i].val;
	qsort(cand, ncand, sizeof(*cand), cmp_u64);
	for (unsigned i = 0; i < ncand; i++)
		if (!nuniq || cand[i] != cand[nuniq - 1])
			cand[nuniq++] = cand[i];
	mem_read_hook = fake_read;	/* an empty image: every read faults */
	for (unsigned p = 0; p < npersonalities; p++) {
		const struct sysent_table *t = personalities[p].table;

		for (unsigned nr = 0; nr < t->size; nr++) {
			const struct sysdesc *sd = t->ent[nr];
			unsigned sels = 0;

			if (!sd)
				continue;
			for (unsigned v = 0; v < 6; v++)
				write_seed(dir, p, nr, v, -1, 0);
			for (unsigned i = 0; i < sd->nargs; i++) {
				int k = sd->args[i].param;

				if (k >= 0 && k < MAX_ARGS && !sd->args[k].set)
					sels |= 1u << k;
			}
			for (int k = 0; k < MAX_ARGS; k++) {
				if (!(sels & (1u << k)))
					continue;
				for (unsigned c = 0; c < nuniq; c++)
					if (shown_by_name(p, nr, k, cand[c]))
						write_seed(dir, p, nr, 0, k,
							   cand[c]);
			}
		}
	}
	/* A signal: SIGSEGV at an address. */
	memset(buf, 0, sizeof(buf));
	buf[1] = 32;
	buf[sizeof(struct hdr)] = SIGSEGV;
	buf[sizeof(struct hdr) + 8] = 1;
	snprintf(path, sizeof(path), "%s/seed-signal", dir);
	write_file(path, buf, sizeof(buf));
	printf("fuzz_decode: %u seeds in %s\n", seed_count + 1, dir);
}

/* A libFuzzer dictionary of every constant the decoders know (the
 * generated sets): ioctl requests, fcntl commands, socket levels and
 * option names, as the 32-bit words the arguments and structs hold. */
static void write_dict(const char *path)
{
	FILE *f = fopen(path, "we");
	unsigned count = 0;

	if (!f)
		abort();
	for (unsigned k = 0; xlat_all[k]; k++) {
		const struct xlat *x = xlat_all[k];

		for (unsigned i = 0; i < x->n; i++) {
			uint32_t v = (uint32_t)x->e[i].val;

			if (v < 256)	/* the fuzzer finds those alone */
				continue;
			fprintf(f, "\"\\x%02x\\x%02x\\x%02x\\x%02x\"\n", v & 255,
				v >> 8 & 255, v >> 16 & 255, v >> 24);
			count++;
		}
	}
	if (fclose(f))
		abort();
	printf("fuzz_decode: %u dictionary words in %s\n", count, path);
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	static cookie_io_functions_t io = { .write = out_write };
	const char *seeds = getenv("FUZZ_DECODE_SEEDS");
	const char *dict = getenv("FUZZ_DECODE_DICT");

	(void)argc;
	(void)argv;
	quote_init(&cfg);
	decode_init(&cfg);
	/* the options the output layer reads (--decode-pids of a pid
	 * argument) without out_init, which would start the backends */
	out_cfg = &cfg;
	if (seeds || dict) {
		/* The seeds are found by decoding each call, and printers
		 * such as v_pid read the output options. */
		out_cfg = &cfg;
		if (seeds)
			write_seeds(seeds);
		if (dict)
			write_dict(dict);
		__real_exit(0);
	}
	mem_read_hook = fake_read;
	sink = fopencookie(NULL, "w", io);
	if (!sink)
		abort();
	setvbuf(sink, NULL, _IOFBF, 1 << 16);
	harness_sink = sink;
	out_enable(out_backend(0), NULL);	/* text */
	for (unsigned i = 0; i < out_backend_count(); i++)
		if (!strcmp(out_backend(i)->name, "json"))
			out_enable(out_backend(i), NULL);
	out_init(&cfg, &threads);
	return 0;
}
