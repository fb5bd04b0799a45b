/* since.c - look-ups in the since-when tables (src/since_gen.c). */
#include "core/since.h"
#include "abitrace.h"	/* strbuf */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>

int since_abi_by_name(const char *name)
{
	for (int i = 0; i < ABI_COUNT; i++)
		if (!strcmp(since_abis[i].name, name))
			return i;
	return -1;
}

static int sys_cmp(const void *key, const void *elt)
{
	return strcmp(key, ((const struct sys_since *)elt)->name);
}

const struct sys_since *since_sys(const char *name)
{
	return bsearch(name, since_sys_table, since_sys_count,
		       sizeof(*since_sys_table), sys_cmp);
}

const struct since_fact *since_sys_on(const char *name, enum abi_id abi)
{
	const struct sys_since *s = since_sys(name);

	if (!s || (unsigned)abi >= ABI_COUNT || s->nr[abi] < 0)
		return NULL;
	return &s->on[abi];
}

bool since_sys_defined(const char *name, enum abi_id abi)
{
	const struct sys_since *s = since_sys(name);

	return s && (unsigned)abi < ABI_COUNT && s->nr[abi] >= 0 &&
	       !(s->stub_abis & 1u << abi);
}

const char *since_fallback(const char *newer, enum abi_id abi, long nr)
{
	const struct sys_since *s = since_sys(newer);

	if (!s || !s->fallback || (unsigned)abi >= ABI_COUNT || nr < 0)
		return NULL;
	for (const char *const *o = s->fallback; *o; o++) {
		const struct sys_since *old = since_sys(*o);

		if (old && old->nr[abi] == nr)
			return old->name;
	}
	return NULL;
}

struct const_key {
	const char *set, *name;
};

static int const_cmp(const void *key, const void *elt)
{
	const struct const_key *k = key;
	const struct const_since *c = elt;
	int r = strcmp(k->set, c->set);

	return r ? r : strcmp(k->name, c->name);
}

const struct since_fact *since_const(const char *set, const char *name)
{
	struct const_key k = { set, name };
	const struct const_since *c;

	c = bsearch(&k, since_const_table, since_const_count,
		    sizeof(*since_const_table), const_cmp);
	return c ? &c->added : NULL;
}

const char *since_str(uint32_t ver, char *buf, size_t size)
{
	static struct strbuf sb;
	unsigned a = ver >> 16, b = ver >> 8 & 0xff, c = ver & 0xff;

	/* "%u.%u.%u" without vsnprintf: every unknown-value note */
	sb.len = 0;
	sb_put_udec(&sb, a);
	sb_putc(&sb, '.');
	sb_put_udec(&sb, b);
	if (c) {
		sb_putc(&sb, '.');
		sb_put_udec(&sb, c);
	}
	sb_copy_out(&sb, buf, size);
	return buf;
}

uint32_t since_parse(const char *s)
{
	unsigned long a, b = 0, c = 0;
	char *end;

	if (!s)
		return 0;
	a = strtoul(s, &end, 10);
	if (*end == '.')
		b = strtoul(end + 1, &end, 10);
	if (*end == '.')
		c = strtoul(end + 1, &end, 10);
	if (!a || a > 255 || b > 255)
		return 0;
	return KV(a, b, c < 256 ? c : 255);
}

uint32_t since_kernel_now(void)
{
	static uint32_t kv;
	static bool done;
	struct utsname u;

	if (done)
		return kv;
	done = true;
	if (!uname(&u))
		kv = since_parse(u.release);
	return kv;
}
