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

static const char *str_at(uint32_t off)
{
	return off ? since_strs + off : NULL;
}

static void fact_of(struct since_fact *f, const struct since_fact_row *r)
{
	f->ver = r->ver;
	f->str = str_at(r->str);
	f->src = str_at(r->src);
}

const char *since_sys_name(unsigned i)
{
	return i < since_sys_count ? str_at(since_sys_rows[i].name) : NULL;
}

void since_const_key(unsigned i, const char **set, const char **name)
{
	*set = *name = NULL;
	if (i >= since_const_count)
		return;
	*set = str_at(since_const_rows[i].set);
	*name = str_at(since_const_rows[i].name);
}

static int sys_cmp(const void *key, const void *elt)
{
	return strcmp(key, str_at(((const struct sys_since_row *)elt)->name));
}

/* A row as the struct the callers read, made once: they keep pointers
 * into it, and a trace looks up a few calls. */
static const struct sys_since *sys_of(const struct sys_since_row *r)
{
	static struct sys_since **made;
	unsigned i = r - since_sys_rows;
	struct sys_since *s;

	if (!made)
		made = xcalloc(since_sys_count, sizeof(*made));
	if (made[i])
		return made[i];
	s = xcalloc(1, sizeof(*s));
	s->name = str_at(r->name);
	fact_of(&s->added, &r->added);
	fact_of(&s->removed, &r->removed);
	fact_of(&s->deprecated, &r->deprecated);
	for (int a = 0; a < ABI_COUNT; a++) {
		s->nr[a] = r->nr[a];
		fact_of(&s->on[a], &r->on[a]);
	}
	s->stub_abis = r->stub_abis;
	s->stub_src = str_at(r->stub_src);
	s->config = str_at(r->config);
	s->config_src = str_at(r->config_src);
	s->successor = str_at(r->successor);
	s->successor_src = str_at(r->successor_src);
	if (r->fallback) {
		const uint32_t *o = &since_fallbacks[r->fallback];
		const char **list;
		unsigned n = 0;

		while (o[n])
			n++;
		list = xcalloc(n + 1, sizeof(*list));
		for (unsigned k = 0; k < n; k++)
			list[k] = str_at(o[k]);
		s->fallback = list;
	}
	s->fallback_src = str_at(r->fallback_src);
	made[i] = s;
	return s;
}

const struct sys_since *since_sys(const char *name)
{
	const struct sys_since_row *r;

	r = bsearch(name, since_sys_rows, since_sys_count,
		    sizeof(*since_sys_rows), sys_cmp);
	return r ? sys_of(r) : NULL;
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
	const struct const_since_row *c = elt;
	int r = strcmp(k->set, str_at(c->set));

	return r ? r : strcmp(k->name, str_at(c->name));
}

const struct since_fact *since_const(const char *set, const char *name)
{
	static struct since_fact **made;
	struct const_key k = { set, name };
	const struct const_since_row *c;
	unsigned i;

	c = bsearch(&k, since_const_rows, since_const_count,
		    sizeof(*since_const_rows), const_cmp);
	if (!c)
		return NULL;
	/* made once, as since_sys()'s: the caller keeps the pointer */
	i = c - since_const_rows;
	if (!made)
		made = xcalloc(since_const_count, sizeof(*made));
	if (!made[i]) {
		made[i] = xmalloc(sizeof(**made));
		fact_of(made[i], &c->added);
	}
	return made[i];
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
