/* Time structures: time, utime/utimes/utimensat with their dates,
 * timezones, interval timers, adjtimex, times, clock ids, timer_create's
 * sigevent, and an unreadable pointer for each. Run with TZ=UTC0. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/timex.h>
#include <sys/times.h>
#include <time.h>
#include <unistd.h>
#include <utime.h>
#include "dec.h"

static void date(char *buf, size_t len, time_t t)
{
	strftime(buf, len, "%Y-%m-%dT%H:%M:%S+0000", gmtime(&t));
}

/* The status bits as the decoder names them, from <sys/timex.h>: the
 * clock's state (NTP, a stepped clock) decides which are set. */
static const char *sta_names(int st)
{
	static const struct { int bit; const char *name; } sta[] = {
		{ STA_PLL, "STA_PLL" }, { STA_PPSFREQ, "STA_PPSFREQ" },
		{ STA_PPSTIME, "STA_PPSTIME" }, { STA_FLL, "STA_FLL" },
		{ STA_INS, "STA_INS" }, { STA_DEL, "STA_DEL" },
		{ STA_UNSYNC, "STA_UNSYNC" }, { STA_FREQHOLD, "STA_FREQHOLD" },
		{ STA_PPSSIGNAL, "STA_PPSSIGNAL" },
		{ STA_PPSJITTER, "STA_PPSJITTER" },
		{ STA_PPSWANDER, "STA_PPSWANDER" },
		{ STA_PPSERROR, "STA_PPSERROR" },
		{ STA_CLOCKERR, "STA_CLOCKERR" }, { STA_NANO, "STA_NANO" },
		{ STA_MODE, "STA_MODE" }, { STA_CLK, "STA_CLK" },
	};
	static char buf[256];
	size_t len = 0;

	if (!st)
		return "0";
	buf[0] = '\0';
	for (size_t i = 0; i < sizeof(sta) / sizeof(sta[0]); i++)
		if (st & sta[i].bit) {
			len += snprintf(buf + len, sizeof(buf) - len, "%s%s",
					len ? "|" : "", sta[i].name);
			st &= ~sta[i].bit;
		}
	if (st)
		snprintf(buf + len, sizeof(buf) - len, "%s%#x",
			 len ? "|" : "", st);
	return buf;
}

static void expect_timex(const char *name, const char *pre,
			 const struct timex *t, long ret)
{
	char r[32];

	snprintf(r, sizeof(r), "%ld (TIME_%s)", ret,
		 ret == TIME_ERROR ? "ERROR" : ret == TIME_OK ? "OK" : "?");
	expect(r, "%s(%s{modes=0, offset=%ld, freq=%ld, maxerror=%ld, "
	       "esterror=%ld, status=%s, constant=%ld, precision=%ld, "
	       "tolerance=%ld, time={tv_sec=%ld, tv_usec=%ld}, tick=%ld, "
	       "ppsfreq=%ld, jitter=%ld, shift=%d, stabil=%ld, jitcnt=%ld, "
	       "calcnt=%ld, errcnt=%ld, stbcnt=%ld, tai=%d})", name, pre,
	       t->offset, t->freq, t->maxerror, t->esterror,
	       sta_names(t->status), t->constant, t->precision,
	       t->tolerance, t->time.tv_sec, t->time.tv_usec, t->tick,
	       t->ppsfreq, t->jitter, t->shift, t->stabil, t->jitcnt,
	       t->calcnt, t->errcnt, t->stbcnt, t->tai);
}

int main(void)
{
	char path[] = "/tmp/abt-time2-XXXXXX", d1[64], r[128];
	struct timeval tv[2] = { { 1, 2 }, { 3, 0 } };
	struct timespec ts[2] = { { 5, UTIME_NOW }, { 6, UTIME_OMIT } };
	struct utimbuf ub = { 123, 456 };
	struct itimerval iv = { { 1, 2 }, { 0, 0 } }, oiv;
	struct itimerspec its = { { 1, 2 }, { 30, 4 } }, oits;
	struct timezone tz;
	struct sigevent sev;
	struct timex tx;
	struct tms tm;
	long ret;
	time_t t;
	int fd, tid;

	setvbuf(stdout, NULL, _IONBF, 0);
	fd = mkstemp(path);
	if (fd < 0)
		return 1;
	close(fd);

#ifdef SYS_time	/* not in asm-generic ABIs (arm64) */
	ret = syscall(SYS_time, &t);
	date(d1, sizeof(d1), ret);
	snprintf(r, sizeof(r), "%ld (%s)", ret, d1);
	expect(r, "time([%ld /* %s */])", (long)t, d1);
	syscall(SYS_time, BAD_PTR);
	expect("-1 EFAULT (Bad address)", "time(0x8)");
#endif

	syscall(SYS_gettimeofday, NULL, &tz);
	expect("0", "gettimeofday(NULL, {tz_minuteswest=%d, tz_dsttime=%d})",
	       tz.tz_minuteswest, tz.tz_dsttime);
	syscall(SYS_gettimeofday, NULL, BAD_PTR);
	expect("-1 EFAULT (Bad address)", "gettimeofday(NULL, 0x8)");
	syscall(SYS_settimeofday, NULL, BAD_PTR);
	expect("-1 EFAULT (Bad address)", "settimeofday(NULL, 0x8)");

#ifdef SYS_utime	/* nor these two */
	syscall(SYS_utime, path, &ub);
	expect("0", "utime(\"%s\", {actime=123 /* 1970-01-01T00:02:03+0000 */"
	       ", modtime=456 /* 1970-01-01T00:07:36+0000 */})", path);
	syscall(SYS_utime, path, BAD_PTR);
	expect("-1 EFAULT (Bad address)", "utime(\"%s\", 0x8)", path);
	syscall(SYS_utimes, path, tv);
	expect("0", "utimes(\"%s\", [{tv_sec=1, tv_usec=2} /* 1970-01-01T"
	       "00:00:01.000002+0000 */, {tv_sec=3, tv_usec=0} /* 1970-01-01T"
	       "00:00:03+0000 */])", path);
	syscall(SYS_utimes, path, NULL);
	expect("0", "utimes(\"%s\", NULL)", path);
#endif
	syscall(SYS_utimensat, AT_FDCWD, path, ts, 0);
	expect("0", "utimensat(AT_FDCWD, \"%s\", [UTIME_NOW, UTIME_OMIT], 0)",
	       path);
	ts[0].tv_nsec = 7;
	ts[1].tv_nsec = 0;
	syscall(SYS_utimensat, AT_FDCWD, path, ts, 0);
	expect("0", "utimensat(AT_FDCWD, \"%s\", [{tv_sec=5, tv_nsec=7} /* "
	       "1970-01-01T00:00:05.000000007+0000 */, {tv_sec=6, tv_nsec=0} "
	       "/* 1970-01-01T00:00:06+0000 */], 0)", path);
	syscall(SYS_utimensat, AT_FDCWD, path, BAD_PTR, 0);
	expect("-1 EFAULT (Bad address)", "utimensat(AT_FDCWD, \"%s\", 0x8, 0)",
	       path);
	unlink(path);

	syscall(SYS_setitimer, ITIMER_REAL, &iv, &oiv);
	expect("0", "setitimer(ITIMER_REAL, {it_interval={tv_sec=1, "
	       "tv_usec=2}, it_value={tv_sec=0, tv_usec=0}}, {it_interval="
	       "{tv_sec=0, tv_usec=0}, it_value={tv_sec=0, tv_usec=0}})");
	syscall(SYS_getitimer, ITIMER_REAL, BAD_PTR);
	expect("-1 EFAULT (Bad address)", "getitimer(ITIMER_REAL, 0x8)");

	ret = syscall(SYS_times, &tm);
	snprintf(r, sizeof(r), "%ld", ret);
	/* Each count of clock ticks (100 a second) with its seconds. */
	expect(r, "times({tms_utime=%ld /* %ld.%02ld s */, "
	       "tms_stime=%ld /* %ld.%02ld s */, "
	       "tms_cutime=%ld /* %ld.%02ld s */, "
	       "tms_cstime=%ld /* %ld.%02ld s */})",
	       (long)tm.tms_utime, (long)tm.tms_utime / 100,
	       (long)tm.tms_utime % 100, (long)tm.tms_stime,
	       (long)tm.tms_stime / 100, (long)tm.tms_stime % 100,
	       (long)tm.tms_cutime, (long)tm.tms_cutime / 100,
	       (long)tm.tms_cutime % 100, (long)tm.tms_cstime,
	       (long)tm.tms_cstime / 100, (long)tm.tms_cstime % 100);
	syscall(SYS_times, BAD_PTR);
	expect("-1 EFAULT (Bad address)", "times(0x8)");

	memset(&tx, 0, sizeof(tx));
	ret = syscall(SYS_adjtimex, &tx);
	expect_timex("adjtimex", "", &tx, ret);
	memset(&tx, 0, sizeof(tx));
	ret = syscall(SYS_clock_adjtime, CLOCK_REALTIME, &tx);
	expect_timex("clock_adjtime", "CLOCK_REALTIME, ", &tx, ret);
	syscall(SYS_adjtimex, BAD_PTR);
	expect("-1 EFAULT (Bad address)", "adjtimex(0x8)");

	syscall(SYS_clock_getres, CLOCK_TAI, BAD_PTR);
	expect("-1 EFAULT (Bad address)", "clock_getres(CLOCK_TAI, 0x8)");
	syscall(SYS_clock_getres, -2, BAD_PTR);
	expect("-1 EFAULT (Bad address)",
	       "clock_getres(0xfffffffe /* CLOCK_??? */, 0x8)");
	fd = (int)syscall(SYS_timerfd_create, CLOCK_BOOTTIME, 0);
	snprintf(r, sizeof(r), "%d", fd);
	expect(r, "timerfd_create(CLOCK_BOOTTIME, 0)");
	syscall(SYS_timerfd_settime, fd, 0, &its, &oits);
	expect("0", "timerfd_settime(%d, 0, {it_interval={tv_sec=1, "
	       "tv_nsec=2}, it_value={tv_sec=30, tv_nsec=4}}, {it_interval="
	       "{tv_sec=0, tv_nsec=0}, it_value={tv_sec=0, tv_nsec=0}})", fd);
	syscall(SYS_timerfd_gettime, fd, &oits);
	expect("0", "timerfd_gettime(%d, {it_interval={tv_sec=%ld, "
	       "tv_nsec=%ld}, it_value={tv_sec=%ld, tv_nsec=%ld}})", fd,
	       (long)oits.it_interval.tv_sec, oits.it_interval.tv_nsec,
	       (long)oits.it_value.tv_sec, oits.it_value.tv_nsec);
	syscall(SYS_timerfd_settime, fd, 0, BAD_PTR, BAD_PTR);
	expect("-1 EFAULT (Bad address)", "timerfd_settime(%d, 0, 0x8, 0x8)",
	       fd);

	memset(&sev, 0, sizeof(sev));
	sev.sigev_notify = SIGEV_SIGNAL;
	sev.sigev_signo = SIGUSR1;
	sev.sigev_value.sival_ptr = (void *)0x1234;
	syscall(SYS_timer_create, CLOCK_MONOTONIC, &sev, &tid);
	expect("0", "timer_create(CLOCK_MONOTONIC, {sigev_value={sival_int="
	       "4660, sival_ptr=0x1234}, sigev_signo=SIGUSR1, sigev_notify="
	       "SIGEV_SIGNAL}, [%d])", tid);
	sev.sigev_value.sival_ptr = NULL;
	sev.sigev_notify = SIGEV_NONE;
	syscall(SYS_timer_create, CLOCK_MONOTONIC, &sev, &tid);
	expect("0", "timer_create(CLOCK_MONOTONIC, {sigev_signo=10, "
	       "sigev_notify=SIGEV_NONE}, [%d])", tid);
	sev.sigev_notify = SIGEV_THREAD_ID;
	sev._sigev_un._tid = getpid();
	syscall(SYS_timer_create, CLOCK_MONOTONIC, &sev, &tid);
	expect("0", "timer_create(CLOCK_MONOTONIC, {sigev_signo=SIGUSR1, "
	       "sigev_notify=SIGEV_THREAD_ID, sigev_notify_thread_id=%d}, "
	       "[%d])", getpid(), tid);
	syscall(SYS_timer_create, CLOCK_MONOTONIC, BAD_PTR, &tid);
	expect("-1 EFAULT (Bad address)",
	       "timer_create(CLOCK_MONOTONIC, 0x8, %p)", (void *)&tid);
	syscall(SYS_timer_gettime, 0, &oits);
	expect("0", "timer_gettime(0, {it_interval={tv_sec=0, tv_nsec=0}, "
	       "it_value={tv_sec=0, tv_nsec=0}})");
	{
		/* a negative fraction is shown as the unsigned long the
		 * kernel rejects, as strace shows it */
		struct timespec bad = { .tv_sec = 1, .tv_nsec = -2 };
		struct timeval badtv = { .tv_sec = 0, .tv_usec = -3 };

		syscall(SYS_nanosleep, &bad, NULL);
		expect("-1 EINVAL (Invalid argument)",
		       "nanosleep({tv_sec=1, tv_nsec=%lu}, NULL)",
		       (unsigned long)bad.tv_nsec);
#ifdef SYS_select	/* not on arm64 */
		syscall(SYS_select, 0, NULL, NULL, NULL, &badtv);
		expect("-1 EINVAL (Invalid argument)",
		       "select(0, NULL, NULL, NULL, {tv_sec=0, tv_usec=%lu})",
		       (unsigned long)badtv.tv_usec);
#else
		(void)badtv;
#endif
	}
	printf("expect: +++ exited with 0 +++\n");
	return 0;
}
