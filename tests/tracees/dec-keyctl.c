/* keyctl's struct arguments: KEYCTL_DH_COMPUTE's keyctl_dh_params and
 * keyctl_kdf_params, KEYCTL_PKEY_*'s keyctl_pkey_params (__spare shown
 * only when set), and key ids as signed numbers under -X raw/verbose.
 * argv[1] is the -X style abitrace runs with: "", "raw" or "verbose". */
#define _GNU_SOURCE
#include <linux/keyctl.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "dec.h"

static int style;	/* 0: names, 1: raw, 2: verbose */

/* A constant as abitrace prints it in the current style. */
static const char *named(char *buf, size_t len, long long v,
			 const char *hex, const char *name)
{
	if (style == 0)
		snprintf(buf, len, "%s", name);
	else if (style == 1)
		snprintf(buf, len, "%s", hex);
	else
		snprintf(buf, len, "%s /* %s */", hex, name);
	(void)v;
	return buf;
}

static long call(long op, unsigned long a2, unsigned long a3,
		 unsigned long a4, unsigned long a5, char *ret, size_t len)
{
	long r = syscall(SYS_keyctl, op, a2, a3, a4, a5);

	if (r < 0)
		snprintf(ret, len, "%s", failed_with(errno));
	else
		snprintf(ret, len, "%ld", r);
	return r;
}

int main(int argc, char **argv)
{
	struct keyctl_dh_params dh = {
		.private = KEY_SPEC_GROUP_KEYRING, .prime = 1234567890,
		.base = -100,
	};
	struct keyctl_kdf_params kdf = {
		.hashname = "hmac(aes)", .otherinfo = "\1\2OK",
		.otherinfolen = 4,
	};
	struct keyctl_pkey_params pk = {
		.key_id = KEY_SPEC_PROCESS_KEYRING, .in_len = 3, .out_len = 4,
	};
	char out[16], ret[128], op[64], key[64], key2[64];
	const char *s = argc > 1 ? argv[1] : "";

	setvbuf(stdout, NULL, _IONBF, 0);
	style = !strcmp(s, "raw") ? 1 : !strcmp(s, "verbose") ? 2 : 0;

	/* DH_COMPUTE: the params at entry, the buffer and kdf at exit. */
	call(KEYCTL_DH_COMPUTE, (unsigned long)&dh, (unsigned long)out,
	     sizeof(out), 0, ret, sizeof(ret));
	expect(ret, "keyctl(%s, {private=%s, prime=1234567890, base=-100}, "
	       "%p, %zu, NULL)",
	       named(op, sizeof(op), 23, "0x17", "KEYCTL_DH_COMPUTE"),
	       named(key, sizeof(key), -6, "-6", "KEY_SPEC_GROUP_KEYRING"),
	       (void *)out, sizeof(out));
	call(KEYCTL_DH_COMPUTE, (unsigned long)&dh, (unsigned long)out,
	     sizeof(out), (unsigned long)&kdf, ret, sizeof(ret));
	expect(ret, "keyctl(%s, {private=%s, prime=1234567890, base=-100}, "
	       "%p, %zu, {hashname=\"hmac(aes)\", otherinfo=\"\\1\\2OK\", "
	       "otherinfolen=4})",
	       named(op, sizeof(op), 23, "0x17", "KEYCTL_DH_COMPUTE"),
	       named(key, sizeof(key), -6, "-6", "KEY_SPEC_GROUP_KEYRING"),
	       (void *)out, sizeof(out));
	kdf.__spare[7] = 0xbeef;
	call(KEYCTL_DH_COMPUTE, (unsigned long)BAD_PTR, (unsigned long)out,
	     sizeof(out), (unsigned long)&kdf, ret, sizeof(ret));
	expect(ret, "keyctl(%s, %p, %p, %zu, {hashname=\"hmac(aes)\", "
	       "otherinfo=\"\\1\\2OK\", otherinfolen=4, "
	       "__spare=[0, 0, 0, 0, 0, 0, 0, 0xbeef]})",
	       named(op, sizeof(op), 23, "0x17", "KEYCTL_DH_COMPUTE"),
	       BAD_PTR, (void *)out, sizeof(out));

	/* PKEY_QUERY: key, the reserved word, the info string. */
	call(KEYCTL_PKEY_QUERY, (unsigned long)KEY_SPEC_THREAD_KEYRING, 0,
	     (unsigned long)"enc=raw", 0, ret, sizeof(ret));
	expect(ret, "keyctl(%s, %s, 0, \"enc=raw\", NULL)",
	       named(op, sizeof(op), 24, "0x18", "KEYCTL_PKEY_QUERY"),
	       named(key, sizeof(key), -1, "-1", "KEY_SPEC_THREAD_KEYRING"));

	/* PKEY_ENCRYPT: in_len bytes of input; the output at exit. */
	call(KEYCTL_PKEY_ENCRYPT, (unsigned long)&pk, (unsigned long)"",
	     (unsigned long)"abc", (unsigned long)out, ret, sizeof(ret));
	expect(ret, "keyctl(%s, {key_id=%s, in_len=3, out_len=4}, \"\", "
	       "\"abc\", %p)",
	       named(op, sizeof(op), 25, "0x19", "KEYCTL_PKEY_ENCRYPT"),
	       named(key2, sizeof(key2), -2, "-2",
		     "KEY_SPEC_PROCESS_KEYRING"), (void *)out);

	/* PKEY_VERIFY: out_len is in2_len, the second input. */
	pk.__spare[1] = 0xfeed;
	call(KEYCTL_PKEY_VERIFY, (unsigned long)&pk, 0,
	     (unsigned long)"abc", (unsigned long)"wxyz", ret, sizeof(ret));
	expect(ret, "keyctl(%s, {key_id=%s, in_len=3, in2_len=4, "
	       "__spare=[0, 0xfeed, 0, 0, 0, 0, 0]}, NULL, \"abc\", "
	       "\"wxyz\")",
	       named(op, sizeof(op), 28, "0x1c", "KEYCTL_PKEY_VERIFY"),
	       named(key2, sizeof(key2), -2, "-2",
		     "KEY_SPEC_PROCESS_KEYRING"));
	call(KEYCTL_PKEY_SIGN, (unsigned long)BAD_PTR, (unsigned long)"x",
	     (unsigned long)"abc", (unsigned long)out, ret, sizeof(ret));
	expect(ret, "keyctl(%s, %p, \"x\", %p, %p)",
	       named(op, sizeof(op), 27, "0x1b", "KEYCTL_PKEY_SIGN"),
	       BAD_PTR, (void *)"abc", (void *)out);
	return 0;
}
