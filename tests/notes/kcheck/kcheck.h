/* kcheck.h - tiny helpers shared by the kernel-behaviour checks.
 *
 * Every check program prints one line per observation:
 *   ok   <what>: <what the kernel did>
 *   FAIL <what>: <what the kernel did instead of what the rule claims>
 *   skip <what>: <why it cannot be tested here>
 * and exits 1 if any FAIL was printed, 0 otherwise.  run.sh counts programs. */
#ifndef KCHECK_H
#define KCHECK_H
#define _GNU_SOURCE
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int kc_failed;

static inline void kc_report(int good, const char *what, const char *fmt, ...)
{
	va_list ap;
	printf("%-4s %s: ", good ? "ok" : "FAIL", what);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	putchar('\n');
	if (!good)
		kc_failed = 1;
}

static inline void kc_skip(const char *what, const char *why)
{
	printf("skip %s: %s\n", what, why);
}

/* expect a call result: want_errno == 0 means "succeeds". A call this
 * kernel does not have (ENOSYS: pkeys on arm64) cannot be checked: the
 * rule's note needs the errno it predicts, so it cannot fire there. */
#define KC_EXPECT(what, call, want_errno) do {				\
	errno = 0;							\
	long kc_r_ = (long)(call);					\
	int kc_e_ = kc_r_ == -1 ? errno : 0;				\
	if (kc_e_ == ENOSYS && (want_errno) != ENOSYS) {		\
		kc_skip(what, "not on this kernel (ENOSYS)");		\
		break;							\
	}								\
	kc_report(kc_e_ == (want_errno), what, "returned %ld%s%s (expected %s)", \
		  kc_r_, kc_e_ ? " " : "", kc_e_ ? strerrorname_np(kc_e_) : "", \
		  (want_errno) ? strerrorname_np(want_errno) : "success"); \
} while (0)

static inline int kc_exit(void)
{
	fflush(stdout);
	return kc_failed ? 1 : 0;
}
#endif
