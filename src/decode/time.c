/* Time structures: timespec, timeval and their 64-bit forms, dates,
 * clocks, interval timers, adjtimex. The time printers other decoders
 * share (printers.h) are here, and this file calls no other decoder. */
#include "fields.h"

#include <string.h>
#include <time.h>
#include <unistd.h>

/* The 64-bit ABI's timespec/timeval: two longs. A 32-bit tracee's are
 * two 32-bit longs (the time64 calls use the 64-bit layout). */
static int read_pair(const struct pctx *c, uint64_t addr, int64_t *a,
		     int64_t *b)
{
	if (c->compat) {
		int32_t v[2];

		if (umove(c, addr, sizeof(v), v) < 0)
			return -1;
		*a = v[0];
		*b = v[1];
		return 0;
	}
	int64_t v[2];

	if (umove(c, addr, sizeof(v), v) < 0)
		return -1;
	*a = v[0];
	*b = v[1];
	return 0;
}

/* {tv_sec=1, tv_nsec=2}. As strace, the fraction is shown unsigned, in
 * the width of its field (a 32-bit tracee's long, or 64 bits): a
 * negative one is as invalid as a huge one, and shown as the kernel
 * reads it before it rejects it. */
static void print_pair_w(const struct pctx *c, int64_t sec, const char *sub,
			 int64_t frac, bool wide)
{
	v_struct_begin(c);
	v_field(c, "tv_sec");
	v_int(c, sec);
	v_field(c, sub);
	v_uint(c, wide ? (uint64_t)frac : (uint32_t)frac);
	v_struct_end(c);
}

/* A pair of the tracee's longs. */
static void print_pair(const struct pctx *c, int64_t sec, const char *sub,
		       int64_t frac)
{
	print_pair_w(c, sec, sub, frac, !c->compat);
}

static void print_pair_at(const struct pctx *c, uint64_t addr,
			  const char *sub)
{
	int64_t sec, frac;

	if (!addr || read_pair(c, addr, &sec, &frac) < 0) {
		v_addr(c, addr);
		return;
	}
	print_pair(c, sec, sub, frac);
}

void print_timespec_at(const struct pctx *c, uint64_t addr)
{
	print_pair_at(c, addr, "tv_nsec");
}

void print_timeval_at(const struct pctx *c, uint64_t addr)
{
	print_pair_at(c, addr, "tv_usec");
}

/* struct __kernel_timespec: 64-bit seconds and nanoseconds everywhere. */
void print_timespec64_at(const struct pctx *c, uint64_t addr)
{
	int64_t v[2];

	if (!umove_or_addr(c, addr, sizeof(v), v))
		return;
	print_pair_w(c, v[0], "tv_nsec", v[1], true);
}

int print_timespec64_in(const struct pctx *c, uint64_t addr)
{
	print_timespec64_at(c, addr);
	return PRINT_OK;
}

/* nanosleep's remainder is written only when a signal cut the sleep
 * short; otherwise strace shows where it would have gone. */
static bool sleep_interrupted(const struct pctx *c)
{
	return c->call->err == 4 /* EINTR */ || c->call->err == 516;
}

int print_timespec_rem_out(const struct pctx *c, uint64_t addr)
{
	if (!sleep_interrupted(c))
		return v_addr(c, addr);
	print_timespec_at(c, addr);
	return PRINT_OK;
}

int print_timespec64_rem_out(const struct pctx *c, uint64_t addr)
{
	if (!sleep_interrupted(c))
		return v_addr(c, addr);
	print_timespec64_at(c, addr);
	return PRINT_OK;
}

/* ---- time values with their date -------------------------------- */

/* " / * 1970-01-01T00:00:01.000002+0000 * /" (no spaces inside the
 * comment markers) after a time; frac has digits decimal places. A
 * fraction out of its range gets no comment, as the kernel rejects it. */
void print_date_comment(const struct pctx *c, int64_t sec, int64_t frac,
			int digits, bool paren)
{
	int64_t lim = digits == 9 ? 1000000000 : 1000000;
	time_t t = (time_t)sec;
	char buf[64], zone[16];
	struct tm tm;

	/* The epoch itself reads as "no time set": strace shows no date. */
	if (frac < 0 || frac >= lim || (!sec && !frac) ||
	    !localtime_r(&t, &tm))
		return;
	strftime(buf, sizeof(buf), "%Y-%m-%dT%H:%M:%S", &tm);
	strftime(zone, sizeof(zone), "%z", &tm);
	v_text(c, paren ? " (" : " /* ");
	v_text(c, buf);
	if (frac)
		v_textf(c, ".%0*lld", digits, (long long)frac);
	v_text(c, zone);
	v_text(c, paren ? ")" : " */");
}

/* Reads n pairs of seconds and fractions: the tracee's two longs, or
 * two 64-bit values for the time64 layouts. */
static int read_pairs(const struct pctx *c, uint64_t addr, bool is64,
		      int64_t *v, size_t n)
{
	if (!addr)
		return -1;
	if (is64 || !c->compat)
		return umove(c, addr, n * 2 * sizeof(int64_t), v);

	int32_t w[8];

	if (n > 4 || umove(c, addr, n * 2 * sizeof(int32_t), w) < 0)
		return -1;
	for (size_t i = 0; i < 2 * n; i++)
		v[i] = w[i];
	return 0;
}

int print_clockid(const struct pctx *c, uint64_t v)
{
	v_enum(c, &xlat_clockid, (uint32_t)v, "CLOCK_???");
	return PRINT_OK;
}

/* time(2) returns the seconds it stored: shown with their date. */
static int print_time_ret(const struct pctx *c, int64_t rval,
			  const union dec_ret_data *d)
{
	int64_t v = abi_long(c, (uint64_t)rval);

	(void)d;
	v_int(c, v);
	print_date_comment(c, v, 0, 9, true);
	return PRINT_OK;
}

static int print_time_at(const struct pctx *c, uint64_t addr)
{
	uint64_t v;
	int64_t sec;

	if (!addr || umove_ulong(c, addr, &v) < 0)
		return v_addr(c, addr);
	sec = abi_long(c, v);
	v_array_begin(c);
	v_elem(c);
	v_int(c, sec);
	print_date_comment(c, sec, 0, 9, false);
	v_array_end(c);
	return PRINT_OK;
}

int print_time_in(const struct pctx *c, uint64_t addr)
{
	return print_time_at(c, addr);
}

int print_time_out(const struct pctx *c, uint64_t addr)
{
	set_ret_printer(c, print_time_ret);
	return print_time_at(c, addr);
}

/* utimensat's nanoseconds may ask for "now" or "leave alone". */
#define UTIME_NOW_K ((1l << 30) - 1l)
#define UTIME_OMIT_K ((1l << 30) - 2l)

static int print_times2(const struct pctx *c, uint64_t addr, bool is64,
			bool ns)
{
	int64_t v[4];

	if (read_pairs(c, addr, is64, v, 2) < 0)
		return v_addr(c, addr);
	v_array_begin(c);
	for (int i = 0; i < 2; i++) {
		int64_t sec = v[2 * i], frac = v[2 * i + 1];

		const char *special = !ns ? NULL :
			frac == UTIME_NOW_K ? "UTIME_NOW" :
			frac == UTIME_OMIT_K ? "UTIME_OMIT" : NULL;

		v_elem(c);
		/* -X raw and verbose show the struct the special value
		 * sits in (verbose names it after), as strace does. */
		if (special && c->opt->xlat_style == XLAT_ABBREV) {
			v_const(c, (uint64_t)frac, special);
			continue;
		}
		if (ns && !is64 && c->compat)
			frac = (uint32_t)frac;
		v_struct_begin(c);
		v_field(c, "tv_sec");
		v_int(c, sec);
		if (ns) {
			v_field(c, "tv_nsec");
			v_uint(c, (uint64_t)frac);
		} else {
			v_field(c, "tv_usec");
			v_uint(c, c->compat ? (uint32_t)frac : (uint64_t)frac);
		}
		v_struct_end(c);
		if (special) {
			if (c->opt->xlat_style == XLAT_VERBOSE)
				v_textf(c, " /* %s */", special);
			continue;
		}
		print_date_comment(c, sec, frac, ns ? 9 : 6, false);
	}
	v_array_end(c);
	return PRINT_OK;
}

int print_timespec2_in(const struct pctx *c, uint64_t addr)
{
	return print_times2(c, addr, false, true);
}

int print_timespec64_2_in(const struct pctx *c, uint64_t addr)
{
	return print_times2(c, addr, true, true);
}

int print_timeval2_in(const struct pctx *c, uint64_t addr)
{
	return print_times2(c, addr, false, false);
}

/* struct utimbuf: two longs of the tracee. */
int print_utimbuf_in(const struct pctx *c, uint64_t addr)
{
	int64_t v[2];

	if (read_pairs(c, addr, false, v, 1) < 0)
		return v_addr(c, addr);
	v_struct_begin(c);
	v_field(c, "actime");
	v_int(c, v[0]);
	print_date_comment(c, v[0], 0, 9, false);
	v_field(c, "modtime");
	v_int(c, v[1]);
	print_date_comment(c, v[1], 0, 9, false);
	v_struct_end(c);
	return PRINT_OK;
}

static const struct sfield timezone_fields[] = {
	{ LF_TIMEZONE_TZ_MINUTESWEST, SF_SDEC },
	{ LF_TIMEZONE_TZ_DSTTIME, SF_SDEC },
};

int print_timezone_in(const struct pctx *c, uint64_t addr)
{
	unsigned char tz[8];

	if (!umove_or_addr(c, addr, sizeof(tz), tz))
		return PRINT_OK;
	print_fields(c, timezone_fields, ARRAY_SIZE(timezone_fields), tz);
	return PRINT_OK;
}

/* ---- interval timers ---------------------------------------------- */

/* {it_interval=..., it_value=...}: two timespecs or two timevals. */
static int print_itimer_at(const struct pctx *c, uint64_t addr, bool is64,
			   const char *sub)
{
	int64_t v[4];

	if (read_pairs(c, addr, is64, v, 2) < 0)
		return v_addr(c, addr);
	v_struct_begin(c);
	v_field(c, "it_interval");
	print_pair_w(c, v[0], sub, v[1], is64 || !c->compat);
	v_field(c, "it_value");
	print_pair_w(c, v[2], sub, v[3], is64 || !c->compat);
	v_struct_end(c);
	return PRINT_OK;
}

int print_itimerspec_in(const struct pctx *c, uint64_t addr)
{
	return print_itimer_at(c, addr, false, "tv_nsec");
}

int print_itimerspec64_in(const struct pctx *c, uint64_t addr)
{
	return print_itimer_at(c, addr, true, "tv_nsec");
}

int print_itimerval_in(const struct pctx *c, uint64_t addr)
{
	return print_itimer_at(c, addr, false, "tv_usec");
}

/* ---- adjtimex, clock_adjtime -------------------------------------- */

/* struct timex is a row of 21 slots of the tracee's word size (the int
 * fields are padded to a word); struct __kernel_timex has 64-bit slots
 * on every ABI. Slots holding an int: */
#define TX_SLOTS 21
#define TX_INT_SLOTS (1u << 0 | 1u << 5 | 1u << 14 | 1u << 20)

static int print_timex_ret(const struct pctx *c, int64_t rval,
			   const union dec_ret_data *d)
{
	const char *n = xlat_name(&xlat_adjtimex_state, (uint64_t)rval);

	(void)d;
	v_int(c, (int)rval);
	if (n)
		v_textf(c, " (%s)", n);
	return PRINT_OK;
}

static int print_timex(const struct pctx *c, uint64_t addr, bool is64)
{
	static const char *const names[TX_SLOTS] = {
		"modes", "offset", "freq", "maxerror", "esterror", "status",
		"constant", "precision", "tolerance", "time", NULL, "tick",
		"ppsfreq", "jitter", "shift", "stabil", "jitcnt", "calcnt",
		"errcnt", "stbcnt", "tai",
	};
	size_t w = is64 ? 8 : abi_word(c);
	unsigned char b[TX_SLOTS * 8];
	int64_t s[TX_SLOTS];

	set_ret_printer(c, print_timex_ret);
	if (!umove_or_addr(c, addr, TX_SLOTS * w, b))
		return PRINT_OK;
	for (int i = 0; i < TX_SLOTS; i++) {
		if ((TX_INT_SLOTS >> i) & 1 || w == 4) {
			int32_t v;

			memcpy(&v, b + i * w, 4);
			s[i] = v;
		} else {
			memcpy(&s[i], b + i * w, 8);
		}
	}
	v_struct_begin(c);
	v_field(c, "modes");
	v_flags(c, &xlat_adjtimex_modes, (uint32_t)s[0], "ADJ_???");
	for (int i = 1; i < TX_SLOTS; i++) {
		if (i == 10)
			continue;
		v_field(c, names[i]);
		if (i == 5)
			v_flags(c, &xlat_adjtimex_status, (uint32_t)s[5],
				"STA_???");
		else if (i == 9)
			print_pair(c, s[9], "tv_usec", s[10]);
		else
			v_int(c, s[i]);
	}
	v_struct_end(c);
	return PRINT_OK;
}

int print_timex_out(const struct pctx *c, uint64_t addr)
{
	return print_timex(c, addr, false);
}

int print_timex64_out(const struct pctx *c, uint64_t addr)
{
	return print_timex(c, addr, true);
}

/* struct tms: four clock_t, longs of the tracee. */
int print_tms_out(const struct pctx *c, uint64_t addr)
{
	static const char *const names[] = {
		"tms_utime", "tms_stime", "tms_cutime", "tms_cstime",
	};
	size_t w = abi_word(c);
	unsigned char b[4 * 8];
	long hz = sysconf(_SC_CLK_TCK);

	if (!umove_or_addr(c, addr, 4 * w, b))
		return PRINT_OK;
	v_struct_begin(c);
	for (int i = 0; i < 4; i++) {
		int64_t v = sint_at(b + i * w, w);

		v_field(c, names[i]);
		v_int(c, v);
		/* The seconds the clock ticks make, as strace shows them
		 * (not under -X raw). */
		if (c->opt->xlat_style != XLAT_RAW && v >= 0 && hz > 0)
			v_textf(c, " /* %lld.%02lld s */", (long long)(v / hz),
				(long long)(v % hz * 100 / hz));
	}
	v_struct_end(c);
	return PRINT_OK;
}
