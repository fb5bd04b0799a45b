/* Real-time clocks, <linux/rtc.h>: times, wake-up alarms, the PLL and
 * the parameters. The layouts are syscalls/structs.list's. */
#include "decode/ioctl.h"
#include "structs_gen.h"

#define GET(LF) layout_get(p, LF, b)

/* Reads struct ls at addr into b; the address when it cannot be. */
static bool rtc_read(const struct pctx *c, uint64_t addr,
		     enum layout_struct ls, void *b)
{
	if (!umove_or_addr(c, addr, struct_sizes[c->tcp->pers][ls], b))
		return false;
	return true;
}

/* Struct ls at addr into b, when it is shown now: true; false with *rc
 * what the decoder returns. */
static bool rtc_get(const struct pctx *c, unsigned cmd, uint64_t addr,
		    enum layout_struct ls, void *b, int *rc)
{
	/* one the kernel reads (_IOW) at entry, one it fills at exit */
	if (!ioctl_when(c, _IOC_DIR(cmd) & _IOC_READ, &addr, rc))
		return false;
	*rc = IOCTL_DONE;
	return rtc_read(c, addr, ls, b);
}

/* The nine ints of struct rtc_time from t; the last three with -v. */
static void rtc_time_fields(const struct pctx *c, const int32_t *t)
{
	static const char *const names[] = {
		"tm_sec", "tm_min", "tm_hour", "tm_mday", "tm_mon",
		"tm_year", "tm_wday", "tm_yday", "tm_isdst",
	};

	v_struct_begin(c);
	for (unsigned i = 0; i < 9; i++) {
		if (i == 6 && !c->opt->verbose) {
			v_more(c);
			break;
		}
		f_int(c, names[i], t[i]);
	}
	v_struct_end(c);
}

/* Requests 0xf and 0x10 (RTC_WKALM_SET, _RD): a struct rtc_wkalrm,
 * enabled, pending and the rtc_time it holds; the others a struct
 * rtc_time. */
int ioctl_rtc_time(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	bool alarm = _IOC_NR(cmd) == 0xf || _IOC_NR(cmd) == 0x10;
	enum layout_struct ls = alarm ? LS_RTC_WKALRM : LS_RTC_TIME;
	unsigned p = c->tcp->pers;
	uint8_t b[64];
	int32_t t[9];
	int r;

	if (!rtc_get(c, cmd, addr, ls, b, &r))
		return r;
	for (unsigned i = 0; i < 9; i++)
		t[i] = (int32_t)(alarm ?
			layout_get_elem(p, LF_RTC_WKALRM_TIME, b, i) :
			layout_get(p, (enum layout_field)(LF_RTC_TIME_TM_SEC + i),
				   b));
	if (alarm) {
		v_struct_begin(c);
		f_uint(c, "enabled", GET(LF_RTC_WKALRM_ENABLED));
		f_uint(c, "pending", GET(LF_RTC_WKALRM_PENDING));
		v_field(c, "time");
	}
	rtc_time_fields(c, t);
	if (alarm)
		v_struct_end(c);
	return IOCTL_DONE;
}

int ioctl_rtc_pll(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	static const struct { const char *name; enum layout_field f; } f[] = {
		{ "pll_ctrl", LF_RTC_PLL_INFO_PLL_CTRL },
		{ "pll_value", LF_RTC_PLL_INFO_PLL_VALUE },
		{ "pll_max", LF_RTC_PLL_INFO_PLL_MAX },
		{ "pll_min", LF_RTC_PLL_INFO_PLL_MIN },
		{ "pll_posmult", LF_RTC_PLL_INFO_PLL_POSMULT },
		{ "pll_negmult", LF_RTC_PLL_INFO_PLL_NEGMULT },
		{ "pll_clock", LF_RTC_PLL_INFO_PLL_CLOCK },
	};
	unsigned p = c->tcp->pers;
	uint8_t b[64];
	int r;

	if (!rtc_get(c, cmd, addr, LS_RTC_PLL_INFO, b, &r))
		return r;
	v_struct_begin(c);
	for (unsigned i = 0; i < ARRAY_SIZE(f); i++) {
		f_int(c, f[i].name, (int64_t)GET(f[i].f));
	}
	v_struct_end(c);
	return IOCTL_DONE;
}

/* The value of a parameter, by which one it is. */
static void rtc_param_value(const struct pctx *c, uint64_t param,
			    uint64_t v)
{
	switch (param) {
	case 0:		/* RTC_PARAM_FEATURES: bit numbers */
		v_field(c, "uvalue");
		ioctl_bitflags(c, &xlat_rtc_features, v, "1<<%s",
			       "1<<RTC_FEATURE_???");
		return;
	case 1:		/* RTC_PARAM_CORRECTION */
		f_int(c, "svalue", (int64_t)v);
		return;
	case 2:		/* RTC_PARAM_BACKUP_SWITCH_MODE */
		f_enum(c, "uvalue", &xlat_rtc_bsm, v, "RTC_BSM_???");
		return;
	}
	f_hex(c, "uvalue", v);
}

/* struct rtc_param: RTC_PARAM_GET reads the parameter and the index and
 * writes the value back; RTC_PARAM_SET reads all three. */
int ioctl_rtc_param(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	unsigned p = c->tcp->pers;
	uint8_t b[64];
	bool get = _IOC_NR(cmd) == 0x13;
	uint64_t param, pad;

	if (c->compat)
		addr = (uint32_t)addr;
	if (c->exiting) {
		v_changed(c);
		if (c->call->err) {
			v_addr(c, addr);
			return IOCTL_DONE;
		}
		if (!rtc_read(c, addr, LS_RTC_PARAM, b))
			return IOCTL_DONE;
	} else if (!rtc_read(c, addr, LS_RTC_PARAM, b)) {
		return IOCTL_DONE;
	}
	param = GET(LF_RTC_PARAM_PARAM);
	pad = GET(LF_RTC_PARAM___PAD);
	v_struct_begin(c);
	if (!c->exiting)
		f_enum(c, "param", &xlat_rtc_params, param, "RTC_PARAM_???");
	if (!get || c->exiting)
		rtc_param_value(c, param, GET(LF_RTC_PARAM_UVALUE));
	if (!c->exiting)
		f_uint(c, "index", GET(LF_RTC_PARAM_INDEX));
	if (pad)
		f_hex(c, "__pad", pad);
	v_struct_end(c);
	return get && !c->exiting ? IOCTL_LATER : IOCTL_DONE;
}
