/* lsm_get_self_attr (Linux 6.8): the struct lsm_ctx list the kernel
 * writes, and with LSM_FLAG_SINGLE the id it reads first. With
 * "inject" as argument the test runs it under -e inject=
 * lsm_get_self_attr:retval=1: the kernel never sees the calls, so the
 * lists are what this program put there and every case is shown
 * whatever the kernel's LSMs. Without it, real calls, whose results
 * (EOPNOTSUPP without an LSM that has the attribute, ENOSYS before
 * 6.8) it expects. */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "dec.h"

#ifndef __NR_lsm_get_self_attr
#define __NR_lsm_get_self_attr 459
#endif

struct ctx_t {			/* struct lsm_ctx's header */
	uint64_t id, flags, len, ctx_len;
};

static const char inj[] = "1 (INJECTED)";

static long get(unsigned attr, void *ctx, uint32_t *size, unsigned flags)
{
	return syscall(__NR_lsm_get_self_attr, attr, ctx, size, flags);
}

static void injected(void)
{
	long pg = sysconf(_SC_PAGESIZE);
	char *p = mmap(NULL, 2 * pg, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	struct ctx_t *a, *b;
	uint32_t size;

	if (p == MAP_FAILED || munmap(p + pg, pg))
		exit(2);
	/* Two structs, the second at the end of the page. */
	a = (struct ctx_t *)(p + pg - 2 * sizeof(*a) - 8);
	*a = (struct ctx_t){ 104, 0, sizeof(*a) + 8, 5 };
	memcpy(a + 1, "ab\0\x01\xff", 5);
	b = (struct ctx_t *)((char *)a + a->len);
	*b = (struct ctx_t){ 0x4242, 0x10, sizeof(*b), 0 };
	size = 2 * sizeof(*a) + 8;
	get(100, a, &size, 0);
	expect(inj, "lsm_get_self_attr(LSM_ATTR_CURRENT, [{id=LSM_ID_APPARMOR, "
	       "flags=0, len=40, ctx_len=5, ctx=\"\\x61\\x62\\x00\\x01\\xff\"}, "
	       "{id=0x4242, flags=0x10, len=32, ctx_len=0}], [72], 0)");

	/* The size the kernel wrote back ends the list: one struct, its
	 * context cut to the room its len leaves. */
	size = sizeof(*a) + 2;
	get(101, a, &size, 0);
	expect(inj, "lsm_get_self_attr(LSM_ATTR_EXEC, [{id=LSM_ID_APPARMOR, "
	       "flags=0, len=40, ctx_len=5, ctx=\"\\x61\\x62\"}], [34], 0)");

	/* A next struct past the readable memory: its address. */
	b->len = sizeof(*b) + 8;
	size = 200;
	get(100, a, &size, 0);
	expect(inj, "lsm_get_self_attr(LSM_ATTR_CURRENT, [{id=LSM_ID_APPARMOR, "
	       "flags=0, len=40, ctx_len=5, ctx=\"\\x61\\x62\\x00\\x01\\xff\"}, "
	       "{id=0x4242, flags=0x10, len=40, ctx_len=0}, ... /* %p */], "
	       "[200], 0)", (char *)b + b->len);

	/* LSM_FLAG_SINGLE: the id asked for, then the list. */
	size = sizeof(*a) + 8;
	get(100, a, &size, 1);
	expect(inj, "lsm_get_self_attr(LSM_ATTR_CURRENT, {id=LSM_ID_APPARMOR} "
	       "=> [{id=LSM_ID_APPARMOR, flags=0, len=40, ctx_len=5, "
	       "ctx=\"\\x61\\x62\\x00\\x01\\xff\"}], [40], LSM_FLAG_SINGLE)");

	/* A size too small for a header, an unreadable size: the address;
	 * with SINGLE, an unreadable header: the address, once. */
	size = 31;
	get(100, a, &size, 0);
	expect(inj, "lsm_get_self_attr(LSM_ATTR_CURRENT, %p, [31], 0)",
	       (void *)a);
	get(100, a, NULL, 0);
	expect(inj, "lsm_get_self_attr(LSM_ATTR_CURRENT, %p, NULL, 0)",
	       (void *)a);
	size = 64;
	get(100, p + pg - 8, &size, 1);
	expect(inj, "lsm_get_self_attr(LSM_ATTR_CURRENT, %p, [64], "
	       "LSM_FLAG_SINGLE)", p + pg - 8);
}

/* LSM ids as abitrace names them (<linux/lsm.h>). */
static const char *id_name(uint64_t id)
{
	static const char *const n[] = {
		"CAPABILITY", "SELINUX", "SMACK", "TOMOYO", "APPARMOR", "YAMA",
		"LOADPIN", "SAFESETID", "LOCKDOWN", "BPF", "LANDLOCK", "IMA",
		"EVM", "IPE",
	};
	static char buf[64];

	if (id >= 100 && id < 100 + sizeof(n) / sizeof(n[0]))
		snprintf(buf, sizeof(buf), "LSM_ID_%s", n[id - 100]);
	else
		snprintf(buf, sizeof(buf), "%#llx", (unsigned long long)id);
	return buf;
}

/* The list the kernel wrote, size bytes, as abitrace shows it (the
 * default -s 32: contexts cut at 32 bytes, at most 32 structs). */
static const char *list(const void *buf, uint32_t size)
{
	static char out[8192];
	const unsigned char *p = buf;
	size_t len = 0;
	unsigned n = 0;

	len += snprintf(out, sizeof(out), "[");
	while (size >= sizeof(struct ctx_t) && n < 32) {
		const struct ctx_t *h = (const void *)p;
		uint64_t room = (h->len < size ? h->len : size);
		uint64_t c = room > sizeof(*h) ? room - sizeof(*h) : 0;

		if (h->ctx_len < c)
			c = h->ctx_len;
		len += snprintf(out + len, sizeof(out) - len,
				"%s{id=%s, flags=%#llx, len=%llu, ctx_len=%llu",
				n ? ", " : "", id_name(h->id),
				(unsigned long long)h->flags,
				(unsigned long long)h->len,
				(unsigned long long)h->ctx_len);
		if (c) {
			len += snprintf(out + len, sizeof(out) - len,
					", ctx=\"");
			for (uint64_t i = 0; i < c && i < 32; i++)
				len += snprintf(out + len, sizeof(out) - len,
						"\\x%02x", p[sizeof(*h) + i]);
			len += snprintf(out + len, sizeof(out) - len, "\"%s",
					c > 32 ? "..." : "");
		}
		len += snprintf(out + len, sizeof(out) - len, "}");
		n++;
		if (h->len < sizeof(*h) || h->len >= size)
			break;
		size -= h->len;
		p += h->len;
	}
	snprintf(out + len, sizeof(out) - len, "]");
	return out;
}

static const char *num(long r)
{
	static char buf[32];

	snprintf(buf, sizeof(buf), "%ld", r);
	return buf;
}

static const char *sizes(uint32_t before, uint32_t after)
{
	static char buf[64];

	if (before == after)
		snprintf(buf, sizeof(buf), "[%u]", before);
	else
		snprintf(buf, sizeof(buf), "[%u => %u]", before, after);
	return buf;
}

/* Real calls: LSM_ATTR_CURRENT of every LSM that has it, then of one
 * id that names no LSM (the kernel reads it first). */
static void real(void)
{
	static struct ctx_t buf[64];
	uint32_t size = sizeof(buf);
	long r;

	memset(buf, 0, sizeof(buf));
	r = get(100, buf, &size, 0);
	if (r < 0)
		expect(failed_with(errno), "lsm_get_self_attr(LSM_ATTR_CURRENT, "
		       "%p, %s, 0)", (void *)buf, sizes(sizeof(buf), size));
	else
		expect(num(r), "lsm_get_self_attr(LSM_ATTR_CURRENT, %s, %s, 0)",
		       list(buf, size), sizes(sizeof(buf), size));
	buf[0].id = 0x4242;
	size = sizeof(buf);
	r = get(100, buf, &size, 1);
	if (r < 0)
		expect(failed_with(errno), "lsm_get_self_attr(LSM_ATTR_CURRENT, "
		       "{id=0x4242} => %p, %s, LSM_FLAG_SINGLE)", (void *)buf,
		       sizes(sizeof(buf), size));
	else
		expect(num(r), "lsm_get_self_attr(LSM_ATTR_CURRENT, "
		       "{id=0x4242} => %s, %s, LSM_FLAG_SINGLE)", list(buf, size),
		       sizes(sizeof(buf), size));
}

int main(int argc, char **argv)
{
	setvbuf(stdout, NULL, _IONBF, 0);
	if (argc > 1 && !strcmp(argv[1], "inject"))
		injected();
	else
		real();
	printf("expect: +++ exited with 0 +++\n");
	return 0;
}
