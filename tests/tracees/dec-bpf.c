/* bpf(2): union bpf_attr per command, for sizes that stop inside it or
 * go past it, unreadable and unknown attributes; "v" as the argument:
 * the lines abitrace -v prints. Every call fails (bad fds, zero sizes),
 * so no privilege is needed; the error is whatever the kernel says. */
#define _GNU_SOURCE
#include <errno.h>
#include <linux/bpf.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "dec.h"

static unsigned char attr[4096 + 16];

static const char *bpf(int cmd, void *a, unsigned long size)
{
	static char buf[32];
	long r = syscall(SYS_bpf, cmd, a, size);

	if (r < 0)
		return failed_with(errno);
	snprintf(buf, sizeof(buf), "%ld", r);
	return buf;
}

static void put32(size_t off, uint32_t v)
{
	memcpy(attr + off, &v, sizeof(v));
}

static void put64(size_t off, uint64_t v)
{
	memcpy(attr + off, &v, sizeof(v));
}

/* BPF_OBJ_GET_INFO_BY_FD on a map, with -v: the struct the kernel
 * wrote, as many fields as the info_len it returned covers. Creating a
 * map needs privilege (CAP_BPF or unprivileged bpf allowed): without it
 * the calls are not made. */
static void map_info(void)
{
	static union {
		struct bpf_map_info m;
		unsigned char b[200];
	} info;
	struct bpf_map_info *m = &info.m;
	unsigned long long dev;
	uint32_t len;
	long fd;
	const char *r;

	memset(attr, 0, sizeof(attr));
	put32(0, 2);			/* BPF_MAP_TYPE_ARRAY */
	put32(4, 4);
	put32(8, 8);
	put32(12, 1);
	memcpy(attr + 28, "dec_map", 8);	/* map_name */
	fd = syscall(SYS_bpf, 0, attr, 64);
	if (fd < 0)
		return;
	printf("expect: bpf(BPF_MAP_CREATE, {map_type=BPF_MAP_TYPE_ARRAY, "
	       "key_size=4, value_size=8, max_entries=1, map_flags=0, "
	       "inner_map_fd=0, map_name=\"dec_map\", map_ifindex=0, "
	       "btf_fd=0, btf_key_type_id=0, btf_value_type_id=0, "
	       "btf_vmlinux_value_type_id=0}, 64) = %ld\n", fd);

	memset(attr, 0, sizeof(attr));
	put32(0, (uint32_t)fd);
	put32(4, sizeof(info));
	put64(8, (uintptr_t)&info);
	r = bpf(15, attr, 16);
	memcpy(&len, attr + 4, sizeof(len));
	dev = m->netns_dev;
	{
		/* After btf_value_type_id (84): btf_vmlinux_id and
		 * map_extra (88), hash (96) and hash_size (104), as far
		 * as the kernel wrote; read raw, the host's struct may
		 * not have them. */
		char tail[160] = "";
		uint32_t u32v;
		uint64_t u64v;
		size_t n = 0;

		if (len > 84) {
			memcpy(&u32v, info.b + 84, 4);
			memcpy(&u64v, info.b + 88, 8);
			n += (size_t)snprintf(tail + n, sizeof(tail) - n,
				", btf_vmlinux_id=%u, map_extra=%#llx", u32v,
				(unsigned long long)u64v);
		}
		if (len > 96) {
			memcpy(&u64v, info.b + 96, 8);
			memcpy(&u32v, info.b + 104, 4);
			snprintf(tail + n, sizeof(tail) - n,
				 ", hash=%#llx, hash_size=%u",
				 (unsigned long long)u64v, u32v);
		}
		expect(r, "bpf(BPF_OBJ_GET_INFO_BY_FD, {info={bpf_fd=%ld, "
		       "info_len=%zu => %u, info={type=BPF_MAP_TYPE_ARRAY, "
		       "id=%u, key_size=4, value_size=8, max_entries=1, "
		       "map_flags=0, name=\"dec_map\", ifindex=%u, "
		       "btf_vmlinux_value_type_id=%u, netns_dev=makedev(%#llx, "
		       "%#llx), netns_ino=%llu, btf_id=%u, btf_key_type_id=%u, "
		       "btf_value_type_id=%u%s}}}, 16)",
		       fd, sizeof(info), len, m->id, m->ifindex,
		       m->btf_vmlinux_value_type_id,
		       ((dev >> 8) & 0xfff) | ((dev >> 32) & ~0xfffull),
		       ((dev & 0xff) | ((dev >> 12) & ~0xffull)) &
		       0xffffffffull,
		       (unsigned long long)m->netns_ino, m->btf_id,
		       m->btf_key_type_id, m->btf_value_type_id, tail);
	}

	/* an info_len that stops before the name: the fields before */
	memset(&info, 0, sizeof(info));
	put32(4, offsetof(struct bpf_map_info, name));
	r = bpf(15, attr, 16);
	expect(r, "bpf(BPF_OBJ_GET_INFO_BY_FD, {info={bpf_fd=%ld, "
	       "info_len=%zu, info={type=BPF_MAP_TYPE_ARRAY, id=%u, "
	       "key_size=4, value_size=8, max_entries=1, map_flags=0}}}, 16)",
	       fd, offsetof(struct bpf_map_info, name), m->id);
	close((int)fd);
}

/* BPF_PROG_LOAD with a verifier log: the kernel writes the log and
 * log_true_size (Linux 6.4). The attribute is shown at entry up to
 * log_true_size (log_buf as the caller left it, empty), that field at
 * exit. Whether the load needs privilege or not, the kernel fills in
 * the size; the line shows what this program reads back. */
static void prog_load_log(void)
{
	static const unsigned char insns[16] = {
		0xb7, 0, 0, 0, 0, 0, 0, 0,	/* r0 = 0 */
		0x95, 0, 0, 0, 0, 0, 0, 0,	/* exit */
	};
	static char log[4096];
	uint32_t true_size;
	const char *r;

	memset(attr, 0, sizeof(attr));
	put32(0, 1);			/* BPF_PROG_TYPE_SOCKET_FILTER */
	put32(4, 2);
	put64(8, (uintptr_t)insns);
	put64(16, (uintptr_t)"GPL");
	put32(24, 2);			/* log_level: BPF_LOG_LEVEL2 */
	put32(28, sizeof(log));
	put64(32, (uintptr_t)log);
	r = bpf(5, attr, 144);
	memcpy(&true_size, attr + 140, sizeof(true_size));
	expect(r, "bpf(BPF_PROG_LOAD, {prog_type=BPF_PROG_TYPE_SOCKET_FILTER, "
	       "insn_cnt=2, insns=%p, license=\"GPL\", log_level=2, "
	       "log_size=4096, log_buf=\"\", "
	       "kern_version=KERNEL_VERSION(0, 0, 0), prog_flags=0, "
	       "prog_name=\"\", prog_ifindex=0, "
	       "expected_attach_type=BPF_CGROUP_INET_INGRESS, "
	       "prog_btf_fd=0, func_info_rec_size=0, func_info=NULL, "
	       "func_info_cnt=0, line_info_rec_size=0, line_info=NULL, "
	       "line_info_cnt=0, attach_btf_id=0, attach_prog_fd=0, "
	       "core_relo_cnt=0, fd_array=NULL, core_relos=NULL, "
	       "core_relo_rec_size=0, log_true_size=%u}, 144)",
	       (void *)insns, true_size);
}

/* Fields strace 7.2 shows that 6.1 did not: a pin's directory
 * descriptor, the union members an attach type or BPF_F_ID choose
 * (target_ifindex, relative_id), a *_MULTI tracing link's arrays. */
static void bpf_72(void)
{
	static const uint32_t ids[2] = { 1, 2 };
	static const uint64_t cookies[2] = { 0x10, 0x20 };
	const char *r;

	memset(attr, 0, sizeof(attr));
	put32(8, (uint32_t)-1);
	put32(12, 0x4000);		/* BPF_F_PATH_FD */
	put32(16, (uint32_t)-100);	/* AT_FDCWD */
	r = bpf(6, attr, 20);
	expect(r, "bpf(BPF_OBJ_PIN, {pathname=NULL, bpf_fd=-1, "
	       "file_flags=BPF_F_PATH_FD, path_fd=AT_FDCWD}, 20)");

	memset(attr, 0, sizeof(attr));
	put32(0, 0xdeadbeef);		/* no such interface */
	put32(4, (uint32_t)-1);
	put32(8, 46);			/* BPF_TCX_INGRESS */
	put32(12, 0x20);		/* BPF_F_ID */
	put32(20, 7);
	put64(24, 9);
	r = bpf(8, attr, 32);
	expect(r, "bpf(BPF_PROG_ATTACH, {target_ifindex=3735928559, "
	       "attach_bpf_fd=-1, attach_type=BPF_TCX_INGRESS, "
	       "attach_flags=BPF_F_ID, replace_bpf_fd=0, relative_id=7, "
	       "expected_revision=9}, 32)");

	memset(attr, 0, sizeof(attr));
	put32(0, (uint32_t)-1);
	put32(8, 59);			/* BPF_TRACE_FENTRY_MULTI */
	put64(16, (uintptr_t)ids);
	put64(24, (uintptr_t)cookies);
	put32(32, 2);
	r = bpf(28, attr, 36);
	expect(r, "bpf(BPF_LINK_CREATE, {link_create={prog_fd=-1, "
	       "target_fd=0, attach_type=BPF_TRACE_FENTRY_MULTI, flags=0, "
	       "tracing_multi={ids=[1, 2], cookies=[0x10, 0x20], cnt=2}}}, "
	       "36)");
}

int main(int argc, char **argv)
{
	int verbose = argc > 1 && !strcmp(argv[1], "v");
	const char *r;

	setvbuf(stdout, NULL, _IONBF, 0);
	if (verbose) {
		/* BPF_PROG_LOAD's program: an exit instruction */
		static const unsigned char insn[8] = { 0x95, 0xba, 0xad, 0xde,
						       0xed, 0x0d, 0xdc, 0xba };

		memset(attr, 0, sizeof(attr));
		put32(0, 0);		/* BPF_PROG_TYPE_UNSPEC */
		put32(4, 1);
		put64(8, (uintptr_t)insn);
		r = bpf(5, attr, 24);
		expect(r, "bpf(BPF_PROG_LOAD, {prog_type=BPF_PROG_TYPE_UNSPEC, "
		       "insn_cnt=1, insns=[{code=BPF_JMP|BPF_K|BPF_EXIT, "
		       "dst_reg=BPF_REG_10, src_reg=0xb /* BPF_REG_??? */, "
		       "off=-8531, imm=0xbadc0ded}], license=NULL}, 24)");
		/* the bytes past the fields, in hex */
		memset(attr, 0, sizeof(attr));
		put32(0, (uint32_t)-1);
		attr[18] = 'A';
		r = bpf(3, attr, 20);
		expect(r, "bpf(BPF_MAP_DELETE_ELEM, {map_fd=-1, key=NULL, "
		       "extra_data=\"\\x00\\x00\\x41\\x00\" "
		       "/* bytes 16..19 */}, 20)");
		map_info();
		return 0;
	}

	memset(attr, 0, sizeof(attr));
	put32(0, 2);			/* BPF_MAP_TYPE_ARRAY */
	put32(4, 4);
	put32(8, 8);
	put32(16, 1);			/* BPF_F_NO_PREALLOC */
	r = bpf(0, attr, 20);
	expect(r, "bpf(BPF_MAP_CREATE, {map_type=BPF_MAP_TYPE_ARRAY, "
	       "key_size=4, value_size=8, max_entries=0, "
	       "map_flags=BPF_F_NO_PREALLOC}, 20)");

	/* numa_node only with BPF_F_NUMA_NODE; a name without NUL */
	put32(0, 0x40);
	put32(16, 4 | 0x8000);
	put32(20, (uint32_t)-1);
	put32(24, (uint32_t)-1);
	memcpy(attr + 28, "0123456789abcdef", 16);
	r = bpf(0, attr, 48);
	expect(r, "bpf(BPF_MAP_CREATE, {map_type=0x40 /* BPF_MAP_TYPE_??? */, "
	       "key_size=4, value_size=8, max_entries=0, "
	       "map_flags=BPF_F_NUMA_NODE|0x8000, inner_map_fd=-1, "
	       "numa_node=4294967295 /* NUMA_NO_NODE */, "
	       "map_name=\"0123456789abcde\"..., map_ifindex=0}, 48)");
	/* a size ending inside the name: as much of it as was passed */
	r = bpf(0, attr, 32);
	expect(r, "bpf(BPF_MAP_CREATE, {map_type=0x40 /* BPF_MAP_TYPE_??? */, "
	       "key_size=4, value_size=8, max_entries=0, "
	       "map_flags=BPF_F_NUMA_NODE|0x8000, inner_map_fd=-1, "
	       "numa_node=4294967295 /* NUMA_NO_NODE */, "
	       "map_name=\"012\"...}, 32)");
	/* The whole of it as Linux 6.18 has it: a token, an exclusive
	 * program's hash; BPF_F_LINK. */
	memset(attr, 0, sizeof(attr));
	put32(0, 35);			/* BPF_MAP_TYPE_RHASH */
	put32(16, 0x2000 | 0x4000);
	put32(72, (uint32_t)-1);
	put32(76, (uint32_t)-1);
	put64(80, 0xdeadbeef);
	put32(88, 32);
	r = bpf(0, attr, 96);
	expect(r, "bpf(BPF_MAP_CREATE, {map_type=BPF_MAP_TYPE_RHASH, "
	       "key_size=0, value_size=0, max_entries=0, "
	       "map_flags=BPF_F_LINK|0x4000, inner_map_fd=0, "
	       "map_name=\"\", map_ifindex=0, btf_fd=0, btf_key_type_id=0, "
	       "btf_value_type_id=0, btf_vmlinux_value_type_id=0, "
	       "map_extra=0, value_type_btf_obj_fd=-1, map_token_fd=-1, "
	       "excl_prog_hash=0xdeadbeef, excl_prog_hash_size=32}, 96)");

	memset(attr, 0, sizeof(attr));
	put32(0, (uint32_t)-1);
	put64(8, 0xdeadbeef);
	put64(24, 4);			/* BPF_F_LOCK */
	r = bpf(1, attr, 32);
	expect(r, "bpf(BPF_MAP_LOOKUP_ELEM, {map_fd=-1, key=0xdeadbeef, "
	       "value=NULL, flags=BPF_F_LOCK}, 32)");
	/* Lookup's flags are not update's: BPF_EXIST is none of them;
	 * the higher bits first (BPF_F_CPU: Linux 7.2's uapi). */
	put64(24, 8 | 4 | 2);
	r = bpf(1, attr, 32);
	expect(r, "bpf(BPF_MAP_LOOKUP_ELEM, {map_fd=-1, key=0xdeadbeef, "
	       "value=NULL, flags=BPF_F_CPU|BPF_F_LOCK|0x2}, 32)");
	r = bpf(2, attr, 32);
	expect(r, "bpf(BPF_MAP_UPDATE_ELEM, {map_fd=-1, key=0xdeadbeef, "
	       "value=NULL, flags=BPF_F_CPU|BPF_F_LOCK|BPF_EXIST}, 32)");
	/* flags came later: a short size does not show them */
	r = bpf(1, attr, 4);
	expect(r, "bpf(BPF_MAP_LOOKUP_ELEM, {map_fd=-1, key=NULL, "
	       "value=NULL}, 4)");
	/* a byte set past the command's fields */
	attr[200] = 1;
	r = bpf(3, attr, 256);
	expect(r, "bpf(BPF_MAP_DELETE_ELEM, {map_fd=-1, key=0xdeadbeef, "
	       "...}, 256)");

	memset(attr, 0, sizeof(attr));
	put64(0, (uintptr_t)"/sys/fs/bpf/no/such");
	put32(8, (uint32_t)-1);
	put32(12, 0x18);
	r = bpf(7, attr, 16);
	expect(r, "bpf(BPF_OBJ_GET, {pathname=\"/sys/fs/bpf/no/such\", "
	       "bpf_fd=-1, file_flags=BPF_F_RDONLY|BPF_F_WRONLY}, 16)");

	memset(attr, 0, sizeof(attr));
	put32(0, (uint32_t)-1);
	put32(4, 7);
	r = bpf(10, attr, 40);
	expect(r, "bpf(BPF_PROG_TEST_RUN, {test={prog_fd=-1, retval=7, "
	       "data_size_in=0, data_size_out=0, data_in=NULL, data_out=NULL, "
	       "repeat=0, duration=0}}, 40)");

	memset(attr, 0, sizeof(attr));
	put32(0, 0x1ef);
	r = bpf(11, attr, 1);
	expect(r, "bpf(BPF_PROG_GET_NEXT_ID, {start_id=239, next_id=0}, 1)");

	memset(attr, 0, sizeof(attr));
	put32(0, (uint32_t)-1);
	put32(8, 4);			/* BPF_F_REPLACE */
	put32(12, (uint32_t)-2);
	r = bpf(29, attr, 16);
	expect(r, "bpf(BPF_LINK_UPDATE, {link_update={link_fd=-1, "
	       "new_prog_fd=0, flags=BPF_F_REPLACE, old_prog_fd=-2}}, 16)");

	/* filled at exit: shown then, the ids only when it succeeded */
	memset(attr, 0, sizeof(attr));
	put32(0, (uint32_t)-1);
	r = bpf(16, attr, 28);
	expect(r, "bpf(BPF_PROG_QUERY, {query={target_fd=-1, "
	       "attach_type=BPF_CGROUP_INET_INGRESS, query_flags=0, "
	       "attach_flags=0, prog_ids=NULL, prog_cnt=0}}, 28)");

	memset(attr, 0, sizeof(attr));
	put32(0, (uint32_t)-1);
	put32(4, 16);
	r = bpf(15, attr, 16);
	expect(r, "bpf(BPF_OBJ_GET_INFO_BY_FD, {info={bpf_fd=-1, "
	       "info_len=16, info=NULL}}, 16)");

	/* BPF_PROG_LOAD: core_relo_cnt shows only once the size reaches
	 * core_relos (it came with it); the signature (Linux 6.18), of
	 * signature_size bytes, in hex */
	{
		static const char *const head =
			"bpf(BPF_PROG_LOAD, {prog_type=BPF_PROG_TYPE_UNSPEC, "
			"insn_cnt=0, insns=NULL, license=NULL, log_level=0, "
			"log_size=0, log_buf=NULL, "
			"kern_version=KERNEL_VERSION(0, 0, 0), prog_flags=0, "
			"prog_name=\"\", prog_ifindex=0, "
			"expected_attach_type=BPF_CGROUP_INET_INGRESS, "
			"prog_btf_fd=0, func_info_rec_size=0, func_info=NULL, "
			"func_info_cnt=0, line_info_rec_size=0, "
			"line_info=NULL, line_info_cnt=0, attach_btf_id=0, "
			"attach_prog_fd=0, ";
		static const unsigned char sig[3] = { 0x30, 0x82, 0xff };

		memset(attr, 0, sizeof(attr));
		put32(116, 7);		/* core_relo_cnt: hidden at 128 */
		r = bpf(5, attr, 128);
		expect(r, "%sfd_array=NULL}, 128)", head);
		put64(152, (uintptr_t)sig);
		put32(160, sizeof(sig));
		put32(164, (uint32_t)-1);
		r = bpf(5, attr, 168);
		expect(r, "%score_relo_cnt=7, fd_array=NULL, core_relos=NULL, "
		       "core_relo_rec_size=0, log_true_size=0, "
		       "prog_token_fd=0, fd_array_cnt=0, "
		       "signature=\"\\x30\\x82\\xff\", signature_size=3, "
		       "keyring_id=-1}, 168)", head);
	}

	prog_load_log();

	/* unreadable, larger than the kernel reads, not decoded */
	r = bpf(0, BAD_PTR, 8);
	expect(r, "bpf(BPF_MAP_CREATE, %p, 8)", BAD_PTR);
	r = bpf(0, attr, 4097);
	expect(r, "bpf(BPF_MAP_CREATE, %p, 4097)", (void *)attr);
	r = bpf(0, attr, 0);
	expect(r, "bpf(BPF_MAP_CREATE, %p, 0)", (void *)attr);
	r = bpf(255, attr, 8);
	expect(r, "bpf(0xff /* BPF_??? */, %p, 8)", (void *)attr);
	/* the commands strace 7.2 decodes beyond 6.1's */
	r = bpf(33, attr, 8);
	expect(r, "bpf(BPF_ITER_CREATE, {iter_create={link_fd=1, "
	       "flags=0x2}}, 8)");
	bpf_72();
	return 0;
}
