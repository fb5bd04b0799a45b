/* bpf(2): union bpf_attr by command (a field table per command, as far
 * as strace 6.1 shows it), the address for the others. Shown at entry,
 * but for the commands whose attribute the kernel fills in (at exit). */
#include "printers.h"
#include "netlink.h"
#include "structs_gen.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* The kernel refuses an attribute larger than a page (E2BIG) without
 * reading it. */
enum { BPF_ATTR_MAX = 4096 };

/* How a field of a command's part of union bpf_attr is shown. */
enum bpf_kind {
	BK_UINT, BK_INT, BK_FD, BK_ADDR, BK_STR, BK_HEX, BK_ENUM, BK_FLAGS,
	BK_KVERSION, BK_NAME, BK_IFINDEX, BK_NUMA, BK_BUF, BK_LOG, BK_IDS,
	BK_NZ, BK_MAPFDS, BK_STRS, BK_U64S, BK_U32S, BK_INSNS,
	BK_INFO_LEN, BK_INFO, BK_DEV, BK_HEXBUF,
};

/* A field; group: shown only when the size the caller passed goes past
 * the field's start (fields came to the union in groups, and strace
 * shows as many groups as the size covers). when/mask: shown only when
 * field `when` has a bit of mask (numa_node needs BPF_F_NUMA_NODE); for
 * BK_BUF and BK_HEXBUF (every byte as \xNN), `when` is the field
 * holding the length. */
struct bpf_field {
	enum layout_field f;
	unsigned char kind;
	bool group;
	const struct xlat *set;
	enum layout_field when;
	uint32_t mask;
	bool after;	/* shown only when the size goes past `when` */
	/* the kernel writes it: this field and the ones after it are
	 * shown at exit, the struct opened at entry going on */
	bool out;
};

/* A command: its fields, and the name of the union member they are
 * shown inside ("test={...}"), NULL when they are shown flat; more
 * shows the fields that depend on others (and returns where they end). */
struct bpf_cmd {
	uint32_t cmd;
	const char *wrap;
	const struct bpf_field *fields;
	unsigned n;
	size_t (*more)(const struct pctx *c, const unsigned char *b,
		       uint64_t size);
	bool at_exit;	/* the kernel writes most of it: shown at exit */
};

#define F(s, fld, kind, group) { LF_BPF_##s##_##fld, kind, group, NULL, 0, 0 }
#define FX(s, fld, kind, group, set) \
	{ LF_BPF_##s##_##fld, kind, group, &xlat_##set, 0, 0 }
#define FIF(s, fld, kind, set, when, mask) \
	{ LF_BPF_##s##_##fld, kind, true, set, LF_BPF_##s##_##when, mask }
/* written by the kernel: shown at exit, with the fields after it */
#define FOUT(s, fld, kind, group) \
	{ LF_BPF_##s##_##fld, kind, group, NULL, 0, 0, false, true }
/* shown only when the size goes past field `when`'s start */
#define FAFTER(s, fld, kind, when) \
	{ LF_BPF_##s##_##fld, kind, false, NULL, LF_BPF_##s##_##when, 0, true }

static const struct bpf_field prog_load[] = {
	FX(PROG_LOAD, PROG_TYPE, BK_ENUM, false, bpf_prog_type),
	F(PROG_LOAD, INSN_CNT, BK_UINT, false),
	{ LF_BPF_PROG_LOAD_INSNS, BK_INSNS, false, NULL,
	  LF_BPF_PROG_LOAD_INSN_CNT, 0 },
	F(PROG_LOAD, LICENSE, BK_STR, false),
	F(PROG_LOAD, LOG_LEVEL, BK_UINT, true),
	F(PROG_LOAD, LOG_SIZE, BK_UINT, false),
	{ LF_BPF_PROG_LOAD_LOG_BUF, BK_LOG, false, NULL,
	  LF_BPF_PROG_LOAD_LOG_SIZE, 0 },
	F(PROG_LOAD, KERN_VERSION, BK_KVERSION, false),
	FX(PROG_LOAD, PROG_FLAGS, BK_FLAGS, true, bpf_prog_flags),
	F(PROG_LOAD, PROG_NAME, BK_NAME, true),
	F(PROG_LOAD, PROG_IFINDEX, BK_IFINDEX, true),
	FX(PROG_LOAD, EXPECTED_ATTACH_TYPE, BK_ENUM, true, bpf_attach_type),
	F(PROG_LOAD, PROG_BTF_FD, BK_FD, true),
	F(PROG_LOAD, FUNC_INFO_REC_SIZE, BK_UINT, false),
	F(PROG_LOAD, FUNC_INFO, BK_ADDR, false),
	F(PROG_LOAD, FUNC_INFO_CNT, BK_UINT, false),
	F(PROG_LOAD, LINE_INFO_REC_SIZE, BK_UINT, true),
	F(PROG_LOAD, LINE_INFO, BK_ADDR, false),
	F(PROG_LOAD, LINE_INFO_CNT, BK_UINT, false),
	F(PROG_LOAD, ATTACH_BTF_ID, BK_UINT, true),
	F(PROG_LOAD, ATTACH_PROG_FD, BK_FD, true),
	/* core_relo_cnt came with core_relos: strace 7.2 shows it (before
	 * fd_array) only when the size reaches core_relos */
	FAFTER(PROG_LOAD, CORE_RELO_CNT, BK_UINT, CORE_RELOS),
	F(PROG_LOAD, FD_ARRAY, BK_ADDR, true),
	F(PROG_LOAD, CORE_RELOS, BK_ADDR, true),
	F(PROG_LOAD, CORE_RELO_REC_SIZE, BK_UINT, false),
	FOUT(PROG_LOAD, LOG_TRUE_SIZE, BK_UINT, true),	/* 6.4 */
	F(PROG_LOAD, PROG_TOKEN_FD, BK_FD, true),
	F(PROG_LOAD, FD_ARRAY_CNT, BK_UINT, true),
	/* a binary blob (PKCS#7): every byte in hex */
	{ LF_BPF_PROG_LOAD_SIGNATURE, BK_HEXBUF, true, NULL,
	  LF_BPF_PROG_LOAD_SIGNATURE_SIZE, 0 },
	F(PROG_LOAD, SIGNATURE_SIZE, BK_UINT, true),
	F(PROG_LOAD, KEYRING_ID, BK_INT, true),
};

static const struct bpf_field map_create[] = {
	FX(MAP_CREATE, MAP_TYPE, BK_ENUM, false, bpf_map_type),
	F(MAP_CREATE, KEY_SIZE, BK_UINT, false),
	F(MAP_CREATE, VALUE_SIZE, BK_UINT, false),
	F(MAP_CREATE, MAX_ENTRIES, BK_UINT, false),
	FX(MAP_CREATE, MAP_FLAGS, BK_FLAGS, true, bpf_map_flags),
	F(MAP_CREATE, INNER_MAP_FD, BK_FD, true),
	FIF(MAP_CREATE, NUMA_NODE, BK_NUMA, NULL, MAP_FLAGS, 0x4),
	F(MAP_CREATE, MAP_NAME, BK_NAME, true),
	F(MAP_CREATE, MAP_IFINDEX, BK_IFINDEX, true),
	F(MAP_CREATE, BTF_FD, BK_FD, true),
	F(MAP_CREATE, BTF_KEY_TYPE_ID, BK_UINT, false),
	F(MAP_CREATE, BTF_VALUE_TYPE_ID, BK_UINT, false),
	F(MAP_CREATE, BTF_VMLINUX_VALUE_TYPE_ID, BK_UINT, true),
	F(MAP_CREATE, MAP_EXTRA, BK_UINT, true),
	/* 6.9, 6.9, 6.18 (the hash and its size together) */
	F(MAP_CREATE, VALUE_TYPE_BTF_OBJ_FD, BK_FD, true),
	F(MAP_CREATE, MAP_TOKEN_FD, BK_FD, true),
	F(MAP_CREATE, EXCL_PROG_HASH, BK_ADDR, true),
	F(MAP_CREATE, EXCL_PROG_HASH_SIZE, BK_UINT, false),
};

/* BPF_MAP_LOOKUP_ELEM, BPF_MAP_LOOKUP_AND_DELETE_ELEM: flags came later */
static const struct bpf_field map_lookup[] = {
	F(MAP_ELEM, MAP_FD, BK_FD, false),
	F(MAP_ELEM, KEY, BK_ADDR, false),
	F(MAP_ELEM, VALUE, BK_ADDR, false),
	FX(MAP_ELEM, FLAGS, BK_FLAGS, true, bpf_map_lookup_flags),
};

static const struct bpf_field map_update[] = {
	F(MAP_ELEM, MAP_FD, BK_FD, false),
	F(MAP_ELEM, KEY, BK_ADDR, false),
	F(MAP_ELEM, VALUE, BK_ADDR, false),
	FX(MAP_ELEM, FLAGS, BK_FLAGS, false, bpf_map_update_flags),
};

static const struct bpf_field map_delete[] = {
	F(MAP_ELEM, MAP_FD, BK_FD, false),
	F(MAP_ELEM, KEY, BK_ADDR, false),
};

static const struct bpf_field map_freeze[] = {
	F(MAP_ELEM, MAP_FD, BK_FD, false),
};

static const struct bpf_field map_next_key[] = {
	F(MAP_NEXT_KEY, MAP_FD, BK_FD, false),
	F(MAP_NEXT_KEY, KEY, BK_ADDR, false),
	F(MAP_NEXT_KEY, NEXT_KEY, BK_ADDR, false),
};

static const struct bpf_field obj[] = {
	F(OBJ, PATHNAME, BK_STR, false),
	F(OBJ, BPF_FD, BK_FD, false),
	FX(OBJ, FILE_FLAGS, BK_FLAGS, true, bpf_file_flags),
};

static const struct bpf_field prog_attach[] = {
	F(PROG_ATTACH, TARGET_FD, BK_FD, false),
	F(PROG_ATTACH, ATTACH_BPF_FD, BK_FD, false),
	FX(PROG_ATTACH, ATTACH_TYPE, BK_ENUM, false, bpf_attach_type),
	FX(PROG_ATTACH, ATTACH_FLAGS, BK_FLAGS, false, bpf_attach_flags),
	F(PROG_ATTACH, REPLACE_BPF_FD, BK_FD, true),
};

static const struct bpf_field prog_detach[] = {
	F(PROG_ATTACH, TARGET_FD, BK_FD, false),
	FX(PROG_ATTACH, ATTACH_TYPE, BK_ENUM, false, bpf_attach_type),
};

static const struct bpf_field test_run[] = {
	F(TEST, PROG_FD, BK_FD, false),
	F(TEST, RETVAL, BK_UINT, false),
	F(TEST, DATA_SIZE_IN, BK_UINT, false),
	F(TEST, DATA_SIZE_OUT, BK_UINT, false),
	F(TEST, DATA_IN, BK_ADDR, false),
	F(TEST, DATA_OUT, BK_ADDR, false),
	F(TEST, REPEAT, BK_UINT, false),
	F(TEST, DURATION, BK_UINT, false),
	F(TEST, CTX_SIZE_IN, BK_UINT, true),
	F(TEST, CTX_SIZE_OUT, BK_UINT, false),
	F(TEST, CTX_IN, BK_ADDR, false),
	F(TEST, CTX_OUT, BK_ADDR, false),
	FX(TEST, FLAGS, BK_FLAGS, true, bpf_test_run_flags),
	F(TEST, CPU, BK_UINT, false),
	F(TEST, BATCH_SIZE, BK_UINT, true),
};

static const struct bpf_field next_id[] = {
	F(NEXT_ID, START_ID, BK_UINT, false),
	F(NEXT_ID, NEXT_ID, BK_UINT, false),
	FX(NEXT_ID, OPEN_FLAGS, BK_FLAGS, true, bpf_file_flags),
};

static const struct bpf_field prog_id[] = {
	F(PROG_ID, PROG_ID, BK_UINT, false),
	F(PROG_ID, NEXT_ID, BK_UINT, false),
	FX(PROG_ID, OPEN_FLAGS, BK_FLAGS, true, bpf_file_flags),
};

static const struct bpf_field map_id[] = {
	F(MAP_ID, MAP_ID, BK_UINT, false),
	F(MAP_ID, NEXT_ID, BK_UINT, false),
	FX(MAP_ID, OPEN_FLAGS, BK_FLAGS, true, bpf_file_flags),
};

static const struct bpf_field btf_id[] = {
	F(BTF_ID, BTF_ID, BK_UINT, false),
};

static const struct bpf_field link_id[] = {
	F(LINK_ID, LINK_ID, BK_UINT, false),
};

static const struct bpf_field info[] = {
	F(INFO, BPF_FD, BK_FD, false),
	F(INFO, INFO_LEN, BK_INFO_LEN, false),
	F(INFO, INFO, BK_INFO, false),
};

/* struct bpf_map_info: the fields after map_flags are shown when the
 * info_len the kernel returned goes past their start. */
static const struct bpf_field map_info[] = {
	FX(MAP_INFO, TYPE, BK_ENUM, false, bpf_map_type),
	F(MAP_INFO, ID, BK_UINT, false),
	F(MAP_INFO, KEY_SIZE, BK_UINT, false),
	F(MAP_INFO, VALUE_SIZE, BK_UINT, false),
	F(MAP_INFO, MAX_ENTRIES, BK_UINT, false),
	FX(MAP_INFO, MAP_FLAGS, BK_FLAGS, false, bpf_map_flags),
	F(MAP_INFO, NAME, BK_NAME, true),
	F(MAP_INFO, IFINDEX, BK_UINT, true),
	F(MAP_INFO, BTF_VMLINUX_VALUE_TYPE_ID, BK_UINT, true),
	F(MAP_INFO, NETNS_DEV, BK_DEV, true),
	F(MAP_INFO, NETNS_INO, BK_UINT, true),
	F(MAP_INFO, BTF_ID, BK_UINT, true),
	F(MAP_INFO, BTF_KEY_TYPE_ID, BK_UINT, true),
	F(MAP_INFO, BTF_VALUE_TYPE_ID, BK_UINT, true),
	F(MAP_INFO, BTF_VMLINUX_ID, BK_UINT, true),
	F(MAP_INFO, MAP_EXTRA, BK_HEX, false),
	F(MAP_INFO, HASH, BK_HEX, true),
	F(MAP_INFO, HASH_SIZE, BK_UINT, false),
};

static const struct bpf_field raw_tracepoint[] = {
	F(RAW_TRACEPOINT, NAME, BK_STR, false),
	F(RAW_TRACEPOINT, PROG_FD, BK_FD, false),
};

static const struct bpf_field btf_load[] = {
	{ LF_BPF_BTF_LOAD_BTF, BK_BUF, false, NULL, LF_BPF_BTF_LOAD_BTF_SIZE,
	  0 },
	F(BTF_LOAD, BTF_LOG_BUF, BK_ADDR, false),
	F(BTF_LOAD, BTF_SIZE, BK_UINT, false),
	F(BTF_LOAD, BTF_LOG_SIZE, BK_UINT, false),
	F(BTF_LOAD, BTF_LOG_LEVEL, BK_UINT, false),
};

static const struct bpf_field task_fd_query[] = {
	F(TASK_FD_QUERY, PID, BK_INT, false),
	F(TASK_FD_QUERY, FD, BK_FD, false),
	F(TASK_FD_QUERY, FLAGS, BK_UINT, false),
	F(TASK_FD_QUERY, BUF_LEN, BK_UINT, false),
	F(TASK_FD_QUERY, BUF, BK_ADDR, false),
	F(TASK_FD_QUERY, PROG_ID, BK_UINT, false),
	FX(TASK_FD_QUERY, FD_TYPE, BK_ENUM, false, bpf_task_fd_type),
	F(TASK_FD_QUERY, PROBE_OFFSET, BK_HEX, false),
	F(TASK_FD_QUERY, PROBE_ADDR, BK_HEX, false),
};

static const struct bpf_field query[] = {
	F(QUERY, TARGET_FD, BK_FD, false),
	FX(QUERY, ATTACH_TYPE, BK_ENUM, false, bpf_attach_type),
	FX(QUERY, QUERY_FLAGS, BK_FLAGS, false, bpf_query_flags),
	FX(QUERY, ATTACH_FLAGS, BK_FLAGS, false, bpf_attach_flags),
	{ LF_BPF_QUERY_PROG_IDS, BK_IDS, false, NULL, LF_BPF_QUERY_PROG_CNT,
	  0 },
	F(QUERY, PROG_CNT, BK_UINT, false),
};

static const struct bpf_field link_create[] = {
	F(LINK_CREATE, PROG_FD, BK_FD, false),
	F(LINK_CREATE, TARGET_FD, BK_FD, false),
	FX(LINK_CREATE, ATTACH_TYPE, BK_ENUM, false, bpf_attach_type),
	F(LINK_CREATE, FLAGS, BK_HEX, false),
};

static const struct bpf_field link_btf[] = {
	F(LINK_CREATE, TARGET_BTF_ID, BK_NZ, false),
};

static const struct bpf_field link_iter[] = {
	{ LF_BPF_LINK_ITER_ITER_INFO, BK_MAPFDS, false, NULL,
	  LF_BPF_LINK_ITER_ITER_INFO_LEN, 0 },
	F(LINK_ITER, ITER_INFO_LEN, BK_UINT, false),
};

static const struct bpf_field link_perf[] = {
	F(LINK_PERF, BPF_COOKIE, BK_HEX, false),
};

static const struct bpf_field link_kprobe[] = {
	FX(LINK_KPROBE, FLAGS, BK_FLAGS, false, bpf_kprobe_multi_flags),
	F(LINK_KPROBE, CNT, BK_UINT, false),
	{ LF_BPF_LINK_KPROBE_SYMS, BK_STRS, false, NULL, LF_BPF_LINK_KPROBE_CNT,
	  0 },
	{ LF_BPF_LINK_KPROBE_ADDRS, BK_U64S, false, NULL,
	  LF_BPF_LINK_KPROBE_CNT, 0 },
	{ LF_BPF_LINK_KPROBE_COOKIES, BK_U64S, false, NULL,
	  LF_BPF_LINK_KPROBE_CNT, 0 },
};

static const struct bpf_field link_update[] = {
	F(LINK_UPDATE, LINK_FD, BK_FD, false),
	F(LINK_UPDATE, NEW_PROG_FD, BK_FD, false),
	FX(LINK_UPDATE, FLAGS, BK_FLAGS, false, bpf_attach_flags),
	FIF(LINK_UPDATE, OLD_PROG_FD, BK_FD, NULL, FLAGS, 0x4),
};

static const struct bpf_field batch_lookup[] = {
	F(BATCH, IN_BATCH, BK_ADDR, false),
	F(BATCH, OUT_BATCH, BK_ADDR, false),
	F(BATCH, KEYS, BK_ADDR, false),
	F(BATCH, VALUES, BK_ADDR, false),
	F(BATCH, COUNT, BK_UINT, false),
	F(BATCH, MAP_FD, BK_FD, false),
	FX(BATCH, ELEM_FLAGS, BK_FLAGS, false, bpf_map_elem_flags),
	F(BATCH, FLAGS, BK_HEX, false),
};

static const struct bpf_field batch_update[] = {
	F(BATCH, KEYS, BK_ADDR, false),
	F(BATCH, VALUES, BK_ADDR, false),
	F(BATCH, COUNT, BK_UINT, false),
	F(BATCH, MAP_FD, BK_FD, false),
	FX(BATCH, ELEM_FLAGS, BK_FLAGS, false, bpf_map_elem_flags),
	F(BATCH, FLAGS, BK_HEX, false),
};

static const struct bpf_field batch_delete[] = {
	F(BATCH, KEYS, BK_ADDR, false),
	F(BATCH, COUNT, BK_UINT, false),
	F(BATCH, MAP_FD, BK_FD, false),
	FX(BATCH, ELEM_FLAGS, BK_FLAGS, false, bpf_map_elem_flags),
	F(BATCH, FLAGS, BK_HEX, false),
};

#define N(a) a, ARRAY_SIZE(a)

static size_t link_create_more(const struct pctx *c, const unsigned char *b,
			       uint64_t size);

/* enum bpf_cmd values (<linux/bpf.h>) with the fields strace 6.1 shows */
static const struct bpf_cmd bpf_cmds[] = {
	{ 0, NULL, N(map_create) },		/* BPF_MAP_CREATE */
	{ 1, NULL, N(map_lookup) },		/* BPF_MAP_LOOKUP_ELEM */
	{ 2, NULL, N(map_update) },		/* BPF_MAP_UPDATE_ELEM */
	{ 3, NULL, N(map_delete) },		/* BPF_MAP_DELETE_ELEM */
	{ 4, NULL, N(map_next_key) },		/* BPF_MAP_GET_NEXT_KEY */
	{ 5, NULL, N(prog_load) },		/* BPF_PROG_LOAD */
	{ 6, NULL, N(obj) },			/* BPF_OBJ_PIN */
	{ 7, NULL, N(obj) },			/* BPF_OBJ_GET */
	{ 8, NULL, N(prog_attach) },		/* BPF_PROG_ATTACH */
	{ 9, NULL, N(prog_detach) },		/* BPF_PROG_DETACH */
	{ 10, "test", N(test_run) },		/* BPF_PROG_TEST_RUN */
	{ 11, NULL, N(next_id) },		/* BPF_PROG_GET_NEXT_ID */
	{ 12, NULL, N(next_id) },		/* BPF_MAP_GET_NEXT_ID */
	{ 13, NULL, N(prog_id) },		/* BPF_PROG_GET_FD_BY_ID */
	{ 14, NULL, N(map_id) },		/* BPF_MAP_GET_FD_BY_ID */
	{ 15, "info", N(info), NULL, true },	/* BPF_OBJ_GET_INFO_BY_FD */
	{ 17, "raw_tracepoint", N(raw_tracepoint) }, /* ..._OPEN */
	{ 18, NULL, N(btf_load) },		/* BPF_BTF_LOAD */
	{ 19, NULL, N(btf_id) },		/* BPF_BTF_GET_FD_BY_ID */
	{ 20, "task_fd_query", N(task_fd_query) }, /* BPF_TASK_FD_QUERY */
	{ 21, NULL, N(map_lookup) },	/* BPF_MAP_LOOKUP_AND_DELETE_ELEM */
	{ 22, NULL, N(map_freeze) },		/* BPF_MAP_FREEZE */
	{ 23, NULL, N(next_id) },		/* BPF_BTF_GET_NEXT_ID */
	{ 24, "batch", N(batch_lookup) },	/* BPF_MAP_LOOKUP_BATCH */
	{ 25, "batch", N(batch_lookup) },	/* ..._LOOKUP_AND_DELETE_BATCH */
	{ 26, "batch", N(batch_update) },	/* BPF_MAP_UPDATE_BATCH */
	{ 27, "batch", N(batch_delete) },	/* BPF_MAP_DELETE_BATCH */
	{ 16, "query", N(query), NULL, true },	/* BPF_PROG_QUERY */
	{ 28, "link_create", N(link_create), link_create_more },
	{ 29, "link_update", N(link_update) },	/* BPF_LINK_UPDATE */
	{ 30, NULL, N(link_id) },		/* BPF_LINK_GET_FD_BY_ID */
	{ 31, NULL, N(next_id) },		/* BPF_LINK_GET_NEXT_ID */
};

/* KERNEL_VERSION(a, b, c), a number under -X raw, both under verbose. */
static void bpf_kversion(const struct pctx *c, uint32_t v)
{
	struct vstyle st;

	v_style_begin(c, &st);
	v_textf(c, "KERNEL_VERSION(%u, %u, %u)", v >> 16, (v >> 8) & 0xff,
		v & 0xff);
	v_style_end(c, &st, v, VS_HEX);
}

/* A char[16] object name of which avail bytes were passed: "..." when
 * they hold no NUL, one byte less shown then (as strace does). */
static void bpf_name(const struct pctx *c, const unsigned char *b,
		     size_t avail)
{
	size_t lim = avail < 16 ? avail : 16;
	size_t n = strnlen((const char *)b, lim);

	if (lim && n == lim)
		v_str(c, b, lim - 1, true);
	else
		v_str(c, b, n, false);
}

/* A log buffer of len bytes: the text in it up to a NUL, cut at -s;
 * "..." when no NUL ends it within what is shown. */
static void bpf_log(const struct pctx *c, uint64_t addr, uint64_t len)
{
	static char buf[BPF_ATTR_MAX];
	size_t n = (size_t)c->opt->string_limit;
	ssize_t got;

	if (len < n)
		n = (size_t)len;
	if (n > sizeof(buf))
		n = sizeof(buf);
	if (!addr || !n) {
		v_addr(c, addr);
		return;
	}
	got = umovestr(c->tcp, addr, n, buf);
	if (got < 0)
		v_addr(c, addr);
	else
		v_str(c, buf, (size_t)got, (size_t)got == n);
}

/* A part of an instruction's code by name, or its bits. */
static void code_part(const struct pctx *c, const struct xlat *set,
		      unsigned v)
{
	const char *name = xlat_name(set, v);

	if (name)
		v_flag_name(c, name);
	else
		v_flag_bits(c, v);
}

/* An eBPF instruction's code: its class, then the parts that class
 * has ("BPF_JMP|BPF_K|BPF_EXIT"). */
static void ebpf_code(const struct pctx *c, unsigned code)
{
	unsigned cls = code & 0x07;

	v_flags_begin(c, code, NULL);
	code_part(c, &xlat_ebpf_class, cls);
	switch (cls) {
	case 0x04:	/* BPF_ALU */
	case 0x07:	/* BPF_ALU64 */
		code_part(c, &xlat_bpf_src, code & 0x08);
		code_part(c, &xlat_ebpf_alu_op, code & 0xf0);
		break;
	case 0x05:	/* BPF_JMP */
	case 0x06:	/* BPF_JMP32 */
		code_part(c, &xlat_bpf_src, code & 0x08);
		code_part(c, &xlat_ebpf_jmp_op, code & 0xf0);
		break;
	default:	/* loads and stores */
		code_part(c, &xlat_ebpf_size, code & 0x18);
		code_part(c, &xlat_ebpf_mode, code & 0xe0);
	}
	v_flags_end(c);
}

/* struct bpf_insn: code, dst_reg:4 and src_reg:4 (low nibble first on
 * little-endian ABIs), off, imm. */
static void ebpf_insn(const struct pctx *c, const unsigned char *in)
{
	int16_t off;
	uint32_t imm;
	bool be = __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__;
	unsigned dst = be ? in[1] >> 4 : in[1] & 0xf;
	unsigned src = be ? in[1] & 0xf : in[1] >> 4;

	memcpy(&off, in + 2, sizeof(off));
	memcpy(&imm, in + 4, sizeof(imm));
	v_struct_begin(c);
	v_field(c, "code");
	ebpf_code(c, in[0]);
	v_field(c, "dst_reg");
	v_enum(c, &xlat_ebpf_reg, dst, xlat_ebpf_reg.unknown);
	v_field(c, "src_reg");
	v_enum(c, &xlat_ebpf_reg, src, xlat_ebpf_reg.unknown);
	v_field(c, "off");
	v_int(c, off);
	v_field(c, "imm");
	v_hex(c, imm);
	v_struct_end(c);
}

/* Elements of an array the attribute points to, read one by one: the
 * address when the first cannot be read, "... / * address * /" at a later
 * one, cut at -s elements unless -v. iter_info's elements are 4-byte
 * map fds, syms' pointers to names, addrs' and cookies' u64. */
static void bpf_array(const struct pctx *c, unsigned kind, uint64_t addr,
		      uint64_t cnt)
{
	size_t w = kind == BK_MAPFDS || kind == BK_U32S ? 4 :
		   kind == BK_STRS ? abi_word(c) : 8;
	uint64_t v = 0;
	unsigned char insn[8];

	if (!addr) {
		v_addr(c, addr);
		return;
	}
	if (cnt && umove(c, addr, w, &v) < 0) {
		v_addr(c, addr);
		return;
	}
	v_array_begin(c);
	for (uint64_t i = 0; i < cnt; i++) {
		uint64_t at = addr + i * w;
		uint32_t u32 = 0;
		int r;

		if (kind == BK_MAPFDS || kind == BK_U32S) {
			r = umove(c, at, 4, &u32);
			v = u32;
		} else if (kind == BK_INSNS) {
			r = umove(c, at, 8, insn);
		} else if (kind == BK_STRS) {
			r = umove_ulong(c, at, &v);
		} else {
			r = umove(c, at, 8, &v);
		}
		if (r < 0) {
			v_more(c);
			v_textf(c, " /* %#llx */", (unsigned long long)at);
			break;
		}
		if (!c->opt->verbose && i == (uint64_t)c->opt->string_limit) {
			v_more(c);
			break;
		}
		v_elem(c);
		if (kind == BK_MAPFDS) {
			v_struct_begin(c);
			v_field(c, "map");
			v_struct_begin(c);
			v_field(c, "map_fd");
			v_fd(c, (int32_t)v);
			v_struct_end(c);
			v_struct_end(c);
		} else if (kind == BK_STRS) {
			v_str_at(c, v, (size_t)c->opt->string_limit);
		} else if (kind == BK_INSNS) {
			ebpf_insn(c, insn);
		} else if (kind == BK_U32S) {
			v_uint(c, v);
		} else {
			v_hex(c, v);
		}
	}
	v_array_end(c);
}

static void bpf_obj_info(const struct pctx *c, uint64_t addr,
			 const unsigned char *b);

static void bpf_field(const struct pctx *c, const struct bpf_field *fd,
		      const unsigned char *b, uint64_t size)
{
	unsigned p = c->tcp->pers;
	const struct field_layout *l = &field_layouts[p][fd->f];
	const char *name = strchr(layout_field_names[fd->f], '.') + 1;
	uint64_t v = layout_get(p, fd->f, b);
	const char *unk = fd->set ? fd->set->unknown : NULL;

	v_field(c, name);
	switch (fd->kind) {
	case BK_UINT:
		v_uint(c, v);
		break;
	case BK_INT:
		v_int(c, (int32_t)v);
		break;
	case BK_FD:
		v_fd(c, (int32_t)v);
		break;
	case BK_ADDR:
		v_addr(c, v);
		break;
	case BK_HEX:
		v_hex(c, v);
		break;
	case BK_STR:
		if (!v)
			v_addr(c, v);
		else
			v_str_at(c, v, (size_t)c->opt->string_limit);
		break;
	case BK_BUF:
		if (!v)
			v_addr(c, v);
		else
			v_buf_at(c, v, layout_get(p, fd->when, b));
		break;
	case BK_HEXBUF:
		if (!v)
			v_addr(c, v);
		else
			v_hexbuf_at(c, v, layout_get(p, fd->when, b));
		break;
	case BK_LOG:
		bpf_log(c, v, layout_get(p, fd->when, b));
		break;
	case BK_NZ:
		v_uint(c, v);
		break;
	case BK_INFO_LEN:
		/* the kernel writes back how much it filled: the size the
		 * caller gave (kept at entry) => that */
		if (c->tcp->dec->ret_data.bpf.known &&
		    c->tcp->dec->ret_data.bpf.len != v) {
			v_uint(c, c->tcp->dec->ret_data.bpf.len);
			v_changed(c);
		}
		v_uint(c, v);
		break;
	case BK_IDS:
		/* filled by the kernel (read at exit): none when the call
		 * failed */
		if (v && !layout_get(p, fd->when, b)) {
			v_array_begin(c);
			v_array_end(c);
		} else if (c->call->err) {
			v_addr(c, v);
		} else {
			bpf_array(c, BK_U32S, v, layout_get(p, fd->when, b));
		}
		break;
	case BK_INSNS:
		/* the program, with -v only (strace shows it so) */
		if (!c->opt->verbose) {
			v_addr(c, v);
			break;
		}
		/* fall through */
	case BK_MAPFDS:
	case BK_STRS:
	case BK_U64S:
		bpf_array(c, fd->kind, v, layout_get(p, fd->when, b));
		break;
	case BK_ENUM:
		v_enum(c, fd->set, v, unk);
		break;
	case BK_FLAGS:
		v_flags(c, fd->set, v, unk);
		break;
	case BK_KVERSION:
		bpf_kversion(c, (uint32_t)v);
		break;
	case BK_NAME:
		bpf_name(c, b + l->off, size > l->off ? size - l->off : 0);
		break;
	case BK_IFINDEX:
		print_ifindex(c, (uint32_t)v);
		break;
	case BK_NUMA:
		v_uint(c, v);
		/* the kernel's "any node" */
		if ((uint32_t)v == UINT32_MAX)
			v_text(c, " /* NUMA_NO_NODE */");
		break;
	case BK_INFO:
		bpf_obj_info(c, v, b);
		break;
	case BK_DEV:
		print_devnum_value(c, v);
		break;
	}
}

/* BPF_OBJ_GET_INFO_BY_FD's info, at exit: with -v, what the kernel
 * wrote for a map (as many fields as the info_len it returned covers),
 * the address otherwise, or when the call failed. */
static void bpf_obj_info(const struct pctx *c, uint64_t addr,
			 const unsigned char *attr)
{
	unsigned p = c->tcp->pers;
	static unsigned char b[BPF_ATTR_MAX];
	uint64_t len = layout_get(p, LF_BPF_INFO_INFO_LEN, attr);
	int fd = (int32_t)layout_get(p, LF_BPF_INFO_BPF_FD, attr);
	size_t want = struct_sizes[p][LS_BPF_MAP_INFO];

	if (!c->opt->verbose || c->call->err || !addr || !len ||
	    !fd_link_is(c, fd, "anon_inode:bpf-map")) {
		v_addr(c, addr);
		return;
	}
	if (len < want)
		want = (size_t)len;
	memset(b, 0, sizeof(b));
	if (umove(c, addr, want, b) < 0) {
		v_addr(c, addr);
		return;
	}
	v_struct_begin(c);
	for (unsigned i = 0; i < ARRAY_SIZE(map_info);
	     i++) {
		if (map_info[i].group &&
		    len <= field_layouts[p][map_info[i].f].off)
			break;
		bpf_field(c, &map_info[i], b, len);
	}
	v_struct_end(c);
}

/* Fields all shown, in a struct named name when it is not NULL;
 * returns where the last one ends. */
static size_t bpf_fields(const struct pctx *c, const char *name,
			 const struct bpf_field *f, unsigned n,
			 const unsigned char *b, uint64_t size)
{
	unsigned p = c->tcp->pers;
	size_t end = 0;

	if (name) {
		v_field(c, name);
		v_struct_begin(c);
	}
	for (unsigned i = 0; i < n; i++) {
		const struct field_layout *l = &field_layouts[p][f[i].f];

		if (l->off + (size_t)l->size * l->count > end)
			end = l->off + (size_t)l->size * l->count;
		if (f[i].kind == BK_NZ && !layout_get(p, f[i].f, b))
			continue;
		bpf_field(c, &f[i], b, size);
	}
	if (name)
		v_struct_end(c);
	return end;
}

/* BPF_LINK_CREATE: what follows the common part depends on the attach
 * type (the union in link_create). */
static size_t link_create_more(const struct pctx *c, const unsigned char *b,
			       uint64_t size)
{
	unsigned p = c->tcp->pers;

	/* the attach type's part came later: a size that stops before
	 * it passed none */
	if (size <= 16)
		return 16;
	switch (layout_get(p, LF_BPF_LINK_CREATE_ATTACH_TYPE, b)) {
	case 0:		/* no attach type: a BTF id (strace 6.1 shows it
			 * for this one only) */
		return bpf_fields(c, NULL, N(link_btf), b, size);
	case 28:	/* BPF_TRACE_ITER */
		return bpf_fields(c, NULL, N(link_iter), b, size);
	case 41:	/* BPF_PERF_EVENT */
		return bpf_fields(c, "perf_event", N(link_perf), b, size);
	case 42:	/* BPF_TRACE_KPROBE_MULTI */
		return bpf_fields(c, "kprobe_multi", N(link_kprobe), b, size);
	}
	return 16;
}

/* The end of the last of cmd's fields (where the bytes the kernel
 * refuses when not zero begin). */
static size_t bpf_fields_end(const struct pctx *c, const struct bpf_cmd *cmd)
{
	unsigned p = c->tcp->pers;
	size_t end = 0;

	for (unsigned i = 0; i < cmd->n; i++) {
		const struct field_layout *l =
			&field_layouts[p][cmd->fields[i].f];
		size_t e = l->off + (size_t)l->size * l->count;

		if (e > end)
			end = e;
	}
	return end;
}

/* cmd's fields from the one at index from: at entry up to the first
 * one the kernel writes (whose index is returned), at exit the rest
 * (n returned). The first one shown at exit continues the struct the
 * entry left open: its separator is written by hand (*shown tells
 * whether one was). */
static unsigned bpf_cmd_fields(const struct pctx *c, const struct bpf_cmd *cmd,
			       unsigned from, const unsigned char *b,
			       uint64_t size, bool *shown)
{
	unsigned p = c->tcp->pers;
	bool first = !from;

	*shown = false;
	for (unsigned i = from; i < cmd->n; i++) {
		const struct bpf_field *fd = &cmd->fields[i];

		if (fd->out && !c->exiting)
			return i;
		if (fd->group && !first &&
		    size <= field_layouts[p][fd->f].off)
			break;
		if (fd->mask && !(layout_get(p, fd->when, b) & fd->mask))
			continue;
		if (fd->after && size <= field_layouts[p][fd->when].off)
			continue;
		if (fd->kind == BK_NZ && !layout_get(p, fd->f, b))
			continue;
		if (from && !*shown)
			v_text(c, ", ");
		first = false;
		*shown = true;
		bpf_field(c, fd, b, size);
	}
	return cmd->n;
}

/* The bytes past the fields shown that are not zero (the kernel's
 * E2BIG): ", ..." or, with -v, all of them; then the struct's end.
 * sep: nothing was shown yet in this half of the line. */
static void bpf_attr_close(const struct pctx *c, const unsigned char *b,
			   size_t end, uint64_t size, bool sep)
{
	bool tail = false;

	for (size_t i = end; i < size; i++)
		if (b[i]) {
			tail = true;
			break;
		}
	if (tail && sep)
		v_text(c, ", ");
	/* -v shows the bytes the kernel refuses, all of them */
	if (tail && c->opt->verbose) {
		v_field(c, "extra_data");
		v_hexstr(c, b + end, (size_t)size - end, false);
		v_textf(c, " /* bytes %zu..%llu */", end,
			(unsigned long long)size - 1);
	} else if (tail) {
		v_more(c);
	}
	v_struct_end(c);
}

/* The attribute is read as far as the size says (the rest is zero, as
 * the kernel takes it); unreadable, it is its address. A command with
 * fields the kernel writes (FOUT) shows those at exit, read again. */
static int bpf_attr(const struct pctx *c, const struct bpf_cmd *cmd,
		    uint64_t addr, uint64_t size)
{
	static unsigned char b[BPF_ATTR_MAX];
	uint64_t *open = &c->tcp->dec->ret_data.bpf.open;
	size_t end = bpf_fields_end(c, cmd);
	unsigned from = 0;
	bool shown;

	if (c->exiting && !cmd->at_exit && !*open)
		return PRINT_OK;
	if (!addr || !size || size > BPF_ATTR_MAX)
		return v_addr(c, addr);
	memset(b, 0, sizeof(b));
	if (umove(c, addr, (size_t)size, b) < 0) {
		/* gone at exit: the struct the entry opened ends */
		if (!*open)
			return v_addr(c, addr);
		v_struct_end(c);
		return PRINT_OK;
	}
	if (c->exiting && *open) {
		bpf_cmd_fields(c, cmd, (unsigned)*open, b, size, &shown);
		bpf_attr_close(c, b, end, size, !shown);
		return PRINT_OK;
	}
	v_struct_begin(c);
	if (cmd->wrap) {
		v_field(c, cmd->wrap);
		v_struct_begin(c);
	}
	from = bpf_cmd_fields(c, cmd, 0, b, size, &shown);
	if (from < cmd->n) {
		*open = from;
		return PRINT_OK;
	}
	if (cmd->more) {
		size_t e = cmd->more(c, b, size);

		if (e > end)
			end = e;
	}
	if (cmd->wrap)
		v_struct_end(c);
	bpf_attr_close(c, b, end, size, false);
	return PRINT_OK;
}

/* The commands that return a new descriptor (<linux/bpf.h>): MAP_CREATE,
 * PROG_LOAD, OBJ_GET, PROG_GET_FD_BY_ID, MAP_GET_FD_BY_ID,
 * RAW_TRACEPOINT_OPEN, BTF_LOAD, BTF_GET_FD_BY_ID, LINK_CREATE,
 * LINK_GET_FD_BY_ID, ITER_CREATE. */
static const uint64_t bpf_fd_cmds = 1ull << 0 | 1ull << 5 | 1ull << 7 |
	1ull << 13 | 1ull << 14 | 1ull << 17 | 1ull << 18 | 1ull << 19 |
	1ull << 28 | 1ull << 30 | 1ull << 33;

int print_bpf_attr(const struct pctx *c, uint64_t addr, const uint64_t *args)
{
	uint32_t cmd = (uint32_t)args[0];

	if (!c->exiting && cmd < 64 && (bpf_fd_cmds >> cmd & 1))
		set_ret_printer(c, new_fd_ret);
	/* BPF_OBJ_GET_INFO_BY_FD: info_len as the caller gave it, for the
	 * exit */
	if (!c->exiting && cmd == 15 && addr && (uint32_t)args[2] >= 8 &&
	    (uint32_t)args[2] <= BPF_ATTR_MAX) {
		uint32_t len;

		if (umove(c, addr + 4, sizeof(len), &len) == 0) {
			c->tcp->dec->ret_data.bpf.len = len;
			c->tcp->dec->ret_data.bpf.known = 1;
		}
	}

	for (size_t i = 0; i < ARRAY_SIZE(bpf_cmds); i++) {
		if (bpf_cmds[i].cmd != cmd)
			continue;
		if (bpf_cmds[i].at_exit != c->exiting &&
		    !(c->exiting && c->tcp->dec->ret_data.bpf.open))
			return PRINT_OK;
		return bpf_attr(c, &bpf_cmds[i], addr, (uint32_t)args[2]);
	}
	return c->exiting ? PRINT_OK : v_addr(c, addr);
}
