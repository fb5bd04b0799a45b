/* PTP hardware clocks, <linux/ptp_clock.h> (type '='). The structs
 * have one layout on every ABI (the s64 of ptp_clock_time comes first).
 * The requests numbered from 10 on are the first nine again, with their
 * reserved fields checked by the kernel: those are shown then. */
#include "decode/ioctl.h"

#include <string.h>

#define PTP_SAMPLES	25	/* PTP_MAX_SAMPLES */

struct ptp_time {
	int64_t sec;
	uint32_t nsec, reserved;
};

static bool ptp_v2(unsigned cmd)
{
	return _IOC_NR(cmd) >= 10;
}

static uint64_t addr_of(const struct pctx *c, uint64_t addr)
{
	return c->compat ? (uint32_t)addr : addr;
}

/* {sec=S, nsec=N}, and the date for a point in time (not for a period,
 * a phase or the raw monotonic clock) whose nanoseconds are valid. */
static void ptp_time(const struct pctx *c, const struct ptp_time *t,
		     bool date)
{
	v_struct_begin(c);
	f_int(c, "sec", t->sec);
	f_uint(c, "nsec", t->nsec);
	if (t->reserved)
		f_hex(c, "reserved", t->reserved);
	v_struct_end(c);
	/* -X raw shows numbers only, as strace does */
	if (date && (t->sec || t->nsec) && c->opt->xlat_style != XLAT_RAW)
		print_date_comment(c, t->sec, t->nsec, 9, false);
}

static void time_field(const struct pctx *c, const char *name,
		       const struct ptp_time *t, bool date)
{
	v_field(c, name);
	ptp_time(c, t, date);
}

/* The struct the kernel fills, at exit: read once the call succeeded,
 * the address otherwise. */
static bool fetch_out(const struct pctx *c, uint64_t addr, void *buf,
		      size_t n)
{
	if (!c->call->err && addr && umove(c, addr, n, buf) == 0)
		return true;
	v_addr(c, addr);
	return false;
}

/* PTP_CLOCK_GETCAPS: struct ptp_clock_caps, max_phase_adj in
 * nanoseconds as strace 7.2 shows it. */
int ioctl_ptp_caps(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	static const char *const names[] = {
		"max_adj", "n_alarm", "n_ext_ts", "n_per_out", "pps",
		"n_pins", "cross_timestamping", "adjust_phase"
	};
	int32_t caps[8 + 12];

	(void)cmd;
	if (!c->exiting)
		return IOCTL_LATER;
	if (!fetch_out(c, addr_of(c, addr), caps, sizeof(caps)))
		return IOCTL_DONE;
	v_struct_begin(c);
	int64_t ns;

	for (int i = 0; i < 8; i++) {
		f_int(c, names[i], caps[i]);
	}
	/* nanoseconds, with the seconds beside them but for -X raw */
	ns = caps[8];
	v_field(c, "max_phase_adj");
	if (!ns || c->opt->xlat_style == XLAT_RAW)
		v_int(c, ns);
	else
		v_numf(c, VK_INT, (uint64_t)ns, "%lld /* %s%lld.%09lld s */",
		       (long long)ns, ns < 0 ? "-" : "",
		       (long long)(ns < 0 ? -ns : ns) / 1000000000,
		       (long long)(ns < 0 ? -ns : ns) % 1000000000);
	ioctl_reserved(c, "rsv", (const uint32_t *)caps + 9, 11);
	v_struct_end(c);
	return IOCTL_DONE;
}

/* PTP_EXTTS_REQUEST: struct ptp_extts_request. */
int ioctl_ptp_extts(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint32_t r[4];		/* index, flags, rsv[2] */

	if (!umove_or_addr(c, addr_of(c, addr), sizeof(r), r))
		return IOCTL_DONE;
	v_struct_begin(c);
	f_uint(c, "index", r[0]);
	f_flags(c, "flags", &xlat_ptp_extts_flags, r[1], "PTP_???");
	if (ptp_v2(cmd))
		ioctl_reserved(c, "rsv", r + 2, 2);
	v_struct_end(c);
	return IOCTL_DONE;
}

/* PTP_PEROUT_REQUEST: struct ptp_perout_request; its first time is the
 * phase with PTP_PEROUT_PHASE, its last union the duty cycle's on time
 * with PTP_PEROUT_DUTY_CYCLE. */
int ioctl_ptp_perout(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	struct {
		struct ptp_time start, period;
		uint32_t index, flags;
		union {
			struct ptp_time on;
			uint32_t rsv[4];
		} u;
	} p;

	if (!umove_or_addr(c, addr_of(c, addr), sizeof(p), &p))
		return IOCTL_DONE;
	v_struct_begin(c);
	if (p.flags & 0x4)
		time_field(c, "phase", &p.start, false);
	else
		time_field(c, "start", &p.start, true);
	time_field(c, "period", &p.period, false);
	f_uint(c, "index", p.index);
	f_flags(c, "flags", &xlat_ptp_perout_flags, p.flags, "PTP_PEROUT_???");
	if (p.flags & 0x2)
		time_field(c, "on", &p.u.on, false);
	else if (ptp_v2(cmd))
		ioctl_reserved(c, "rsv", p.u.rsv, 4);
	v_struct_end(c);
	return IOCTL_DONE;
}

/* {n_samples=N, rsv=[...]}: the head of both sys_offset structs. */
/* The count, then for the extended struct the clock of the system
 * times (the kernel took the first reserved word for it), then the
 * reserved words left when any is not zero. */
static void samples_head(const struct pctx *c, const uint32_t *h,
			 bool triples)
{
	f_uint(c, "n_samples", h[0]);
	if (!triples) {
		ioctl_reserved(c, "rsv", h + 1, 3);
		return;
	}
	f_enum(c, "clockid", &xlat_clockid, h[1], "CLOCK_???");
	ioctl_reserved(c, "rsv", h + 2, 2);
}

/* PTP_SYS_OFFSET: struct ptp_sys_offset, the count in, 2n+1 times out
 * (system, device, system, ...); PTP_SYS_OFFSET_EXTENDED: n triples
 * (system before, device, system after). All is shown at exit. */
static int samples(const struct pctx *c, uint64_t addr, bool triples)
{
	struct {
		uint32_t head[4];
		struct ptp_time ts[3 * PTP_SAMPLES];
	} o;
	unsigned n, group = triples ? 3 : 1, k;
	size_t size = 16 + (triples ? 3 * PTP_SAMPLES : 2 * PTP_SAMPLES + 1) *
			   sizeof(struct ptp_time);

	if (!c->exiting)
		return IOCTL_LATER;
	addr = addr_of(c, addr);
	if (!umove_or_addr(c, addr, size, &o))
		return IOCTL_DONE;
	v_struct_begin(c);
	samples_head(c, o.head, triples);
	if (!c->call->err) {
		n = o.head[0] < PTP_SAMPLES ? o.head[0] : PTP_SAMPLES;
		n = triples ? n : 2 * n + 1;
		v_field(c, "ts");
		v_array_begin(c);
		for (unsigned i = 0; i < n && !ioctl_array_cut(c, i); i++) {
			v_elem(c);
			if (triples)
				v_array_begin(c);
			for (k = 0; k < group; k++) {
				if (triples)
					v_elem(c);
				ptp_time(c, &o.ts[i * group + k], true);
			}
			if (triples)
				v_array_end(c);
		}
		v_array_end(c);
	}
	v_struct_end(c);
	return IOCTL_DONE;
}

int ioctl_ptp_sys_offset(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	(void)cmd;
	return samples(c, addr, false);
}

int ioctl_ptp_extended(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	(void)cmd;
	return samples(c, addr, true);
}

/* PTP_SYS_OFFSET_PRECISE: struct ptp_sys_offset_precise, filled by the
 * kernel. */
int ioctl_ptp_precise(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	struct {
		struct ptp_time device, realtime, monoraw;
		uint32_t rsv[4];
	} p;

	(void)cmd;
	if (!c->exiting)
		return IOCTL_LATER;
	if (!fetch_out(c, addr_of(c, addr), &p, sizeof(p)))
		return IOCTL_DONE;
	v_struct_begin(c);
	time_field(c, "device", &p.device, true);
	time_field(c, "sys_realtime", &p.realtime, true);
	time_field(c, "sys_monoraw", &p.monoraw, false);
	ioctl_reserved(c, "rsv", p.rsv, 4);
	v_struct_end(c);
	return IOCTL_DONE;
}

/* PTP_PIN_GETFUNC (the index in, the rest out: all shown at exit) and
 * PTP_PIN_SETFUNC: struct ptp_pin_desc. */
int ioctl_ptp_pin(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	struct {
		char name[64];
		uint32_t index, func, chan, rsv[5];
	} p;
	bool get = _IOC_DIR(cmd) & _IOC_READ;

	if (get && !c->exiting)
		return IOCTL_LATER;
	if (!umove_or_addr(c, addr_of(c, addr), sizeof(p), &p))
		return IOCTL_DONE;
	v_struct_begin(c);
	f_uint(c, "index", p.index);
	if (get && ptp_v2(cmd))
		ioctl_reserved(c, "rsv", p.rsv, 5);
	if (get && c->call->err) {
		v_struct_end(c);
		return IOCTL_DONE;
	}
	if (get) {
		v_field(c, "name");
		ioctl_cstr_field(c, p.name, sizeof(p.name));
	}
	f_enum(c, "func", &xlat_ptp_pin_funcs, p.func, "PTP_PF_???");
	f_uint(c, "chan", p.chan);
	if (!get && ptp_v2(cmd))
		ioctl_reserved(c, "rsv", p.rsv, 5);
	v_struct_end(c);
	return IOCTL_DONE;
}
