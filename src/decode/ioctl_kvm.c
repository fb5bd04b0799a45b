/* KVM, <linux/kvm.h> and x86's <asm/kvm.h>: the requests that make a
 * VM and a vCPU (their descriptors as the result), guest memory, CPUID
 * and the registers; KVM_RUN's exit reason under -e kvm=vcpu. Without -v a register set shows its first member
 * (and rip, rflags) and "..." for the rest, as strace 7.2 does. The
 * register structs are x86's: elsewhere they are the address. */
#include "decode/ioctl.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#define F IOCTL_FIELD

/* struct kvm_userspace_memory_region */
static const struct ioctl_field mem_region[] = {
	F("slot", 0, 4, IOF_UINT),
	{ "flags", 4, 4, IOF_FLAGS, &xlat_kvm_mem_flags, "KVM_MEM_???" },
	F("guest_phys_addr", 8, 8, IOF_HEX), F("memory_size", 16, 8, IOF_UINT),
	F("userspace_addr", 24, 8, IOF_HEX),
};

/* Reads size bytes at addr, or shows the address (the call failed, or
 * they cannot be read). */
static bool kvm_read(const struct pctx *c, uint64_t addr, void *b,
		     size_t size)
{
	bool failed = c->exiting && c->call->err;

	if (!failed && addr && umove(c, addr, size, b) == 0)
		return true;
	v_addr(c, addr);
	return false;
}

/* The register and CPUID structs are x86's: elsewhere the requests
 * that carry them do not exist and the argument is an address. */
#if defined(__x86_64__) || defined(__i386__)
/* struct kvm_cpuid_entry2 (40 bytes, padding after edx) */
enum { CPUID_ENTRY = 40 };
static const struct ioctl_field cpuid_entry[] = {
	F("function", 0, 4, IOF_HEX), F("index", 4, 4, IOF_HEX),
	{ "flags", 8, 4, IOF_FLAGS, &xlat_kvm_cpuid_flags,
	  "KVM_CPUID_FLAG_???" },
	F("eax", 12, 4, IOF_HEX), F("ebx", 16, 4, IOF_HEX),
	F("ecx", 20, 4, IOF_HEX), F("edx", 24, 4, IOF_HEX),
};

/* struct kvm_segment (24 bytes) */
static const struct ioctl_field segment[] = {
	F("base", 0, 8, IOF_HEX), F("limit", 8, 4, IOF_UINT),
	F("selector", 12, 2, IOF_UINT), F("type", 14, 1, IOF_UINT),
	F("present", 15, 1, IOF_UINT), F("dpl", 16, 1, IOF_UINT),
	F("db", 17, 1, IOF_UINT), F("s", 18, 1, IOF_UINT),
	F("l", 19, 1, IOF_UINT), F("g", 20, 1, IOF_UINT),
	F("avl", 21, 1, IOF_UINT),
};

/* struct kvm_dtable (16 bytes) */
static const struct ioctl_field dtable[] = {
	F("base", 0, 8, IOF_HEX), F("limit", 8, 2, IOF_UINT),
};

/* struct kvm_sregs after its segments and tables */
enum { SREGS_SIZE = 312, SREGS_CR0 = 224, SREGS_BITMAP = 280 };
static const char *const sregs_seg[] = {
	"cs", "ds", "es", "fs", "gs", "ss", "tr", "ldt", "gdt", "idt",
};
static const struct ioctl_field sregs_cr[] = {
	F("cr0", 224, 8, IOF_UINT), F("cr2", 232, 8, IOF_UINT),
	F("cr3", 240, 8, IOF_UINT), F("cr4", 248, 8, IOF_UINT),
	F("cr8", 256, 8, IOF_UINT), F("efer", 264, 8, IOF_UINT),
	F("apic_base", 272, 8, IOF_HEX),
};

/* struct kvm_regs: 18 u64s in hex; without -v, rax, rsp and rbp, rip
 * and rflags, "..." for each run left out */
enum { REGS_SIZE = 144 };
static const char *const regs[] = {
	"rax", "rbx", "rcx", "rdx", "rsi", "rdi", "rsp", "rbp", "r8", "r9",
	"r10", "r11", "r12", "r13", "r14", "r15", "rip", "rflags",
};
static const bool regs_brief[ARRAY_SIZE(regs)] = {
	[0] = true, [6] = true, [7] = true, [16] = true, [17] = true,
};

/* struct kvm_cpuid2: nent, then the entries (with -v) */
static int kvm_cpuid2(const struct pctx *c, uint64_t addr)
{
	uint32_t nent;

	if (!kvm_read(c, addr, &nent, sizeof(nent)))
		return IOCTL_DONE;
	v_struct_begin(c);
	f_uint(c, "nent", nent);
	v_field(c, "entries");
	v_array_begin(c);
	for (uint32_t i = 0; i < nent; i++) {
		uint64_t at = addr + 8 + (uint64_t)i * CPUID_ENTRY;
		uint8_t e[CPUID_ENTRY];

		if (!c->opt->verbose) {
			v_more(c);
			break;
		}
		if (umove(c, at, sizeof(e), e) < 0) {
			v_more(c);
			v_textf(c, " /* %#llx */", (unsigned long long)at);
			break;
		}
		v_elem(c);
		ioctl_struct(c, e, cpuid_entry, ARRAY_SIZE(cpuid_entry));
	}
	v_array_end(c);
	v_struct_end(c);
	return IOCTL_DONE;
}

static int kvm_sregs(const struct pctx *c, uint64_t addr)
{
	uint8_t b[SREGS_SIZE];

	if (!kvm_read(c, addr, b, sizeof(b)))
		return IOCTL_DONE;
	v_struct_begin(c);
	for (size_t i = 0; i < ARRAY_SIZE(sregs_seg); i++) {
		if (i == 1 && !c->opt->verbose) {
			v_more(c);
			v_struct_end(c);
			return IOCTL_DONE;
		}
		v_field(c, sregs_seg[i]);
		if (i < 8)
			ioctl_struct(c, b + 24 * i, segment,
				   ARRAY_SIZE(segment));
		else
			ioctl_struct(c, b + 192 + 16 * (i - 8), dtable,
				   ARRAY_SIZE(dtable));
	}
	ioctl_fields(c, b, sregs_cr, ARRAY_SIZE(sregs_cr));
	v_field(c, "interrupt_bitmap");
	v_array_begin(c);
	for (size_t i = 0; i < 4; i++) {
		uint64_t v;

		memcpy(&v, b + SREGS_BITMAP + 8 * i, sizeof(v));
		v_elem(c);
		v_hex(c, v);
	}
	v_array_end(c);
	v_struct_end(c);
	return IOCTL_DONE;
}

static int kvm_regs(const struct pctx *c, uint64_t addr)
{
	uint8_t b[REGS_SIZE];
	bool cut = false;

	if (!kvm_read(c, addr, b, sizeof(b)))
		return IOCTL_DONE;
	v_struct_begin(c);
	for (size_t i = 0; i < ARRAY_SIZE(regs); i++) {
		uint64_t v;

		if (!c->opt->verbose && !regs_brief[i]) {
			if (!cut)
				v_more(c);
			cut = true;
			continue;
		}
		cut = false;
		memcpy(&v, b + 8 * i, sizeof(v));
		f_hex(c, regs[i], v);
	}
	v_struct_end(c);
	return IOCTL_DONE;
}
#endif

/* Where the thread mapped the struct kvm_run of its vCPU descriptor fd:
 * the mapping of /proc/PID/maps named as the descriptor's link
 * ("anon_inode:kvm-vcpu:N", N in *id); 0 when there is none. */
static uint64_t kvm_run_map(const struct pctx *c, int fd, unsigned *id)
{
	char path[64], link[64], line[512];
	uint64_t at = 0;
	ssize_t n;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/fd/%d",
		 proc_tid(c->tcp->tid), fd);
	n = readlink(path, link, sizeof(link) - 1);
	if (n <= 0 || fd < 0)
		return 0;
	link[n] = '\0';
	if (strncmp(link, "anon_inode:kvm-vcpu:", 20) ||
	    sscanf(link + 20, "%u", id) != 1)
		return 0;
	snprintf(path, sizeof(path), "/proc/%d/maps", proc_tid(c->tcp->tid));
	f = fopen(path, "r");
	if (!f)
		return 0;
	while (!at && fgets(line, sizeof(line), f)) {
		size_t len = strcspn(line, "\n");
		uint64_t lo;

		line[len] = '\0';
		if (len < (size_t)n || strcmp(line + len - (size_t)n, link) ||
		    line[len - (size_t)n - 1] != ' ')
			continue;
		if (sscanf(line, "%" SCNx64 "-", &lo) == 1)
			at = lo;
	}
	fclose(f);
	return at;
}

/* struct kvm_run as -e kvm=vcpu+ shows it: its head (64 bytes: the
 * fields up to apic_base, then the exit's union) and, for an I/O exit,
 * the bytes at data_offset in the mapping (at most KVM_IO_MAX). */
enum { KVM_RUN_HEAD = 64, KVM_IO_MAX = 64, KVM_EXIT_IO = 2,
       KVM_EXIT_MMIO = 6 };
struct kvm_run_copy {
	uint8_t head[KVM_RUN_HEAD];
	uint8_t io[KVM_IO_MAX];
	size_t nio;
};

/* The copies taken at KVM_RUN's entry, by thread: a vCPU runs in one
 * thread at a time, and few threads run vCPUs. */
static struct {
	int tid;
	struct kvm_run_copy run;
} kvm_before[16];

static bool kvm_run_read(const struct pctx *c, uint64_t at,
			 struct kvm_run_copy *r)
{
	uint32_t reason;
	uint8_t size;
	uint32_t count;
	uint64_t off;

	memset(r, 0, sizeof(*r));
	if (umove(c, at, KVM_RUN_HEAD, r->head) < 0)
		return false;
	memcpy(&reason, r->head + 8, 4);
	if (reason != KVM_EXIT_IO)
		return true;
	size = r->head[33];
	memcpy(&count, r->head + 36, 4);
	memcpy(&off, r->head + 40, 8);
	r->nio = (size_t)size * count;
	if (r->nio > KVM_IO_MAX || off > 1 << 20 ||
	    umove(c, at + off, r->nio, r->io) < 0)
		r->nio = 0;
	return true;
}

/* " VCPU:N< {...}": the fields, and the I/O or MMIO exit's own. */
static void kvm_run_line(const struct pctx *c, unsigned id, char dir,
			 const struct kvm_run_copy *r)
{
	const uint8_t *h = r->head;
	uint32_t reason;
	uint16_t flags, port;
	uint64_t cr8, apic, off;
	const char *name;

	memcpy(&reason, h + 8, 4);
	memcpy(&flags, h + 14, 2);
	memcpy(&cr8, h + 16, 8);
	memcpy(&apic, h + 24, 8);
	name = xlat_name(&xlat_kvm_exit_reason, reason);
	v_textf(c, "\n VCPU:%u%c {request_interrupt_window=%u, "
		"immediate_exit=%u, exit_reason=%d /* %s */, "
		"ready_for_interrupt_injection=%u, if_flag=%u, flags=%u, "
		"cr8=%#016llx, apic_base=%#016llx", id, dir, h[0], h[1],
		(int)reason, name ? name : "KVM_EXIT_???", h[12], h[13],
		flags, (unsigned long long)cr8, (unsigned long long)apic);
	if (reason == KVM_EXIT_IO) {
		memcpy(&port, h + 34, 2);
		memcpy(&off, h + 40, 8);
		v_textf(c, ", {io={direction=%s, size=%u, port=%#04x, "
			"count=%u, data_offset=%#016llx, data=[",
			h[32] ? "KVM_EXIT_IO_OUT" : "KVM_EXIT_IO_IN", h[33],
			port, (unsigned)(h[36] | h[37] << 8 | h[38] << 16 |
					 (unsigned)h[39] << 24),
			(unsigned long long)off);
		for (size_t i = 0; i < r->nio; i++)
			v_textf(c, "%s%#x", i ? ", " : "", r->io[i]);
		v_text(c, "]}}");
	} else if (reason == KVM_EXIT_MMIO) {
		uint64_t pa;
		uint32_t len;

		memcpy(&pa, h + 32, 8);
		memcpy(&len, h + 48, 4);
		v_textf(c, ", {mmio={phys_addr=%#016llx, data=[",
			(unsigned long long)pa);
		for (int i = 0; i < 8; i++)
			v_textf(c, "%s%#0x", i ? ", " : "", h[40 + i]);
		v_textf(c, "], len=%u, is_write=%u}}", len, h[52]);
	}
	v_text(c, "}");
}

/* The copy of tid's kvm_run taken at entry (a free slot for a new
 * one when take is set); NULL when there is none. */
static struct kvm_run_copy *kvm_before_of(int tid, bool take)
{
	for (size_t i = 0; i < ARRAY_SIZE(kvm_before); i++)
		if (kvm_before[i].tid == tid)
			return &kvm_before[i].run;
	if (!take)
		return NULL;
	for (size_t i = 0; i < ARRAY_SIZE(kvm_before); i++)
		if (!kvm_before[i].tid) {
			kvm_before[i].tid = tid;
			return &kvm_before[i].run;
		}
	return NULL;
}

/* Frees tid's slot. */
static void kvm_before_drop(int tid)
{
	for (size_t i = 0; i < ARRAY_SIZE(kvm_before); i++)
		if (kvm_before[i].tid == tid)
			kvm_before[i].tid = 0;
}

/* KVM_RUN under -e kvm=vcpu: the result, then why the vCPU stopped
 * (struct kvm_run's exit_reason, at offset 8); under vcpu+, then the
 * struct before and after the call, a line each. */
static int kvm_run_ret(const struct pctx *c, int64_t rval,
		       const union dec_ret_data *d)
{
	struct kvm_run_copy *before = kvm_before_of(c->tcp->tid, false);
	struct kvm_run_copy after;
	unsigned id = 0;
	uint64_t at;
	uint32_t reason;

	v_int(c, rval);
	at = kvm_run_map(c, d->ioctl.fam.kvm_run_fd, &id);
	if (rval != 0 || !at || !kvm_run_read(c, at, &after))
		goto out;
	memcpy(&reason, after.head + 8, 4);
	v_text(c, " (");
	v_enum(c, &xlat_kvm_exit_reason, reason, "KVM_EXIT_???");
	v_text(c, ")");
	if (c->opt->kvm_vcpu > 1 && before) {
		kvm_run_line(c, id, '<', before);
		kvm_run_line(c, id, '>', &after);
	}
out:
	kvm_before_drop(c->tcp->tid);
	return PRINT_OK;
}

int ioctl_kvm(const struct pctx *c, unsigned cmd, uint64_t arg)
{
	uint8_t b[32];

	switch (_IOC_NR(cmd)) {
	case 0x01:	/* KVM_CREATE_VM: the machine type */
	case 0x41:	/* KVM_CREATE_VCPU: the vCPU's id */
		set_ret_printer(c, new_fd_ret);
		v_uint(c, arg);
		return IOCTL_DONE;
	case 0x80:	/* KVM_RUN: no argument; the exit reason on -e kvm= */
		if (c->opt->kvm_vcpu) {
			int fd = (int)arg_ulong(c->tcp, 0);
			struct kvm_run_copy *b;
			unsigned id;
			uint64_t at;

			c->tcp->dec->ret_data.ioctl.fam.kvm_run_fd = fd;
			set_ret_printer(c, kvm_run_ret);
			at = c->opt->kvm_vcpu > 1 ? kvm_run_map(c, fd, &id) : 0;
			b = at ? kvm_before_of(c->tcp->tid, true) : NULL;
			if (b && !kvm_run_read(c, at, b))
				kvm_before_drop(c->tcp->tid);
		}
		v_hex(c, arg);
		return IOCTL_DONE;
	case 0x46:	/* KVM_SET_USER_MEMORY_REGION */
		if (kvm_read(c, arg, b, sizeof(b)))
			ioctl_struct(c, b, mem_region, ARRAY_SIZE(mem_region));
		return IOCTL_DONE;
	}
#if defined(__x86_64__) || defined(__i386__)
	switch (_IOC_NR(cmd)) {
	case 0x05:	/* KVM_GET_SUPPORTED_CPUID: filled in */
		return c->exiting ? kvm_cpuid2(c, arg) : IOCTL_LATER;
	case 0x90:	/* KVM_SET_CPUID2 */
		return kvm_cpuid2(c, arg);
	case 0x81:	/* KVM_GET_REGS */
		return c->exiting ? kvm_regs(c, arg) : IOCTL_LATER;
	case 0x82:	/* KVM_SET_REGS */
		return kvm_regs(c, arg);
	case 0x83:	/* KVM_GET_SREGS */
		return c->exiting ? kvm_sregs(c, arg) : IOCTL_LATER;
	case 0x84:	/* KVM_SET_SREGS */
		return kvm_sregs(c, arg);
	}
#endif
	v_addr(c, arg);
	return IOCTL_DONE;
}
