/* perf_event_open: struct perf_event_attr (abbreviated, or every field
 * its size covers with "v" as argv[1], for -v) and the PERF_FLAG_* flags,
 * an unsigned long. The calls fail: a pid of -2 is refused. */
#define _GNU_SOURCE
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <linux/perf_event.h>
#include "dec.h"

static const char *res(long r)
{
	static char buf[32];

	if (r < 0)
		return failed_with(errno);
	snprintf(buf, sizeof(buf), "%ld", r);
	return buf;
}

static int verbose;

/* -v: the bit fields from mmap2 on, all clear. */
#define BITS_AFTER_MMAP2 \
	"mmap2=0, comm_exec=0, use_clockid=0, context_switch=0, " \
	"write_backward=0, namespaces=0, ksymbol=0, bpf_event=0, " \
	"aux_output=0, cgroup=0, text_poke=0, build_id=0, " \
	"inherit_thread=0, remove_on_exec=0, sigtrap=0, "

/* An attribute at the end of a page, so a bigger size reads past it. */
static struct perf_event_attr *page_end(size_t len)
{
	long pg = sysconf(_SC_PAGESIZE);
	char *p = mmap(NULL, 2 * pg, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (p == MAP_FAILED)
		return NULL;
	munmap(p + pg, pg);
	memset(p + pg - len, 0, len);
	return (struct perf_event_attr *)(p + pg - len);
}

static void structs(void)
{
	struct perf_event_attr *a = page_end(PERF_ATTR_SIZE_VER1);
	long r;

	if (!a)
		return;
	/* size 0 stands for PERF_ATTR_SIZE_VER0: 64 bytes */
	a->type = PERF_TYPE_HARDWARE;
	a->config = 0x100000000ULL | PERF_COUNT_HW_INSTRUCTIONS;
	a->sample_period = 4000;
	a->sample_type = PERF_SAMPLE_IP | PERF_SAMPLE_TID;
	a->disabled = 1;
	a->exclude_kernel = 1;
	a->precise_ip = 2;
	a->wakeup_events = 7;
	a->config1 = 0x1234;
	r = syscall(SYS_perf_event_open, a, -2, -1, -1, 0);
	if (verbose)
		expect(res(r), "perf_event_open({type=PERF_TYPE_HARDWARE, "
		       "size=0 /* PERF_ATTR_SIZE_??? */, config=0x1<<32|PERF_COUNT_HW_INSTRUCTIONS, "
		       "sample_period=4000, sample_type=PERF_SAMPLE_IP|"
		       "PERF_SAMPLE_TID, read_format=0, disabled=1, inherit=0, "
		       "pinned=0, exclusive=0, exclude_user=0, "
		       "exclude_kernel=1, exclude_hv=0, exclude_idle=0, mmap=0, "
		       "comm=0, freq=0, inherit_stat=0, enable_on_exec=0, "
		       "task=0, watermark=0, precise_ip=2 /* requested to have "
		       "0 skid */, mmap_data=0, sample_id_all=0, "
		       "exclude_host=0, exclude_guest=0, "
		       "exclude_callchain_kernel=0, exclude_callchain_user=0, "
		       BITS_AFTER_MMAP2 "wakeup_events=7, config1=0x1234}, "
		       "-2, -1, -1, 0)");
	else
		expect(res(r), "perf_event_open({type=PERF_TYPE_HARDWARE, "
		       "size=0 /* PERF_ATTR_SIZE_??? */, config=0x1<<32|PERF_COUNT_HW_INSTRUCTIONS, "
		       "sample_period=4000, sample_type=PERF_SAMPLE_IP|"
		       "PERF_SAMPLE_TID, read_format=0, disabled=1, "
		       "exclude_kernel=1, precise_ip=2 /* requested to have "
		       "0 skid */, ...}, -2, -1, -1, 0)");

	/* a cache event, the frequency, the watermark, unknown bits */
	a->type = PERF_TYPE_HW_CACHE;
	a->size = PERF_ATTR_SIZE_VER1;
	a->config = PERF_COUNT_HW_CACHE_LL |
		    PERF_COUNT_HW_CACHE_OP_WRITE << 8 |
		    PERF_COUNT_HW_CACHE_RESULT_MISS << 16;
	a->sample_freq = 99;
	a->freq = 1;
	a->watermark = 1;
	a->disabled = 0;
	a->exclude_kernel = 0;
	a->precise_ip = 0;
	a->wakeup_watermark = 4096;
	a->config2 = 0xff;
	{	/* __reserved_1: bits 38.. of the bit-field word */
		uint64_t w;

		memcpy(&w, (char *)a + 40, sizeof(w));
		w |= 3ULL << 38;
		memcpy((char *)a + 40, &w, sizeof(w));
	}
	r = syscall(SYS_perf_event_open, a, -2, -1, -1, 0);
	if (verbose)
		expect(res(r), "perf_event_open({type=PERF_TYPE_HW_CACHE, "
		       "size=PERF_ATTR_SIZE_VER1, config="
		       "PERF_COUNT_HW_CACHE_RESULT_MISS<<16|"
		       "PERF_COUNT_HW_CACHE_OP_WRITE<<8|PERF_COUNT_HW_CACHE_LL, "
		       "sample_freq=99, sample_type=PERF_SAMPLE_IP|"
		       "PERF_SAMPLE_TID, read_format=0, disabled=0, inherit=0, "
		       "pinned=0, exclusive=0, exclude_user=0, "
		       "exclude_kernel=0, exclude_hv=0, exclude_idle=0, mmap=0, "
		       "comm=0, freq=1, inherit_stat=0, enable_on_exec=0, "
		       "task=0, watermark=1, precise_ip=0 /* arbitrary skid */, "
		       "mmap_data=0, sample_id_all=0, exclude_host=0, "
		       "exclude_guest=0, exclude_callchain_kernel=0, "
		       "exclude_callchain_user=0, mmap2=0, comm_exec=0, "
		       "use_clockid=0, context_switch=0, write_backward=0, "
		       "namespaces=0, ksymbol=0, bpf_event=0, aux_output=0, "
		       "cgroup=0, text_poke=0, build_id=0, inherit_thread=0, "
		       "remove_on_exec=0, sigtrap=0, __reserved_1=0x3 /* Bits "
		       "63..38 */, wakeup_watermark=4096, config1=0x1234, "
		       "config2=0xff}, -2, -1, -1, 0)");
	else
		expect(res(r), "perf_event_open({type=PERF_TYPE_HW_CACHE, "
		       "size=PERF_ATTR_SIZE_VER1, config="
		       "PERF_COUNT_HW_CACHE_RESULT_MISS<<16|"
		       "PERF_COUNT_HW_CACHE_OP_WRITE<<8|PERF_COUNT_HW_CACHE_LL, "
		       "sample_freq=99, sample_type=PERF_SAMPLE_IP|"
		       "PERF_SAMPLE_TID, read_format=0, freq=1, watermark=1, "
		       "precise_ip=0 /* arbitrary skid */, __reserved_1=0x3 "
		       "/* Bits 63..38 */, ...}, -2, -1, -1, 0)");

	/* a size below the first version: the address alone */
	a->size = PERF_ATTR_SIZE_VER0 - 8;
	r = syscall(SYS_perf_event_open, a, -2, -1, -1, 0);
	expect(res(r), "perf_event_open(%p, -2, -1, -1, 0)", (void *)a);

	/* a size past the end of the page: -v cannot read it */
	a->size = PERF_ATTR_SIZE_VER2;
	r = syscall(SYS_perf_event_open, a, -2, -1, -1, 0);
	if (verbose)
		expect(res(r), "perf_event_open(%p, -2, -1, -1, 0)", (void *)a);
	else
		expect(res(r), "perf_event_open({type=PERF_TYPE_HW_CACHE, "
		       "size=PERF_ATTR_SIZE_VER2, config="
		       "PERF_COUNT_HW_CACHE_RESULT_MISS<<16|"
		       "PERF_COUNT_HW_CACHE_OP_WRITE<<8|PERF_COUNT_HW_CACHE_LL, "
		       "sample_freq=99, sample_type=PERF_SAMPLE_IP|"
		       "PERF_SAMPLE_TID, read_format=0, freq=1, watermark=1, "
		       "precise_ip=0 /* arbitrary skid */, __reserved_1=0x3 "
		       "/* Bits 63..38 */, ...}, -2, -1, -1, 0)");
}

/* The name of a size as the decoder's table has it (VER0..VER9). */
static const char *size_name(uint32_t size)
{
	static const uint32_t vers[] = {
		PERF_ATTR_SIZE_VER0, PERF_ATTR_SIZE_VER1, PERF_ATTR_SIZE_VER2,
		PERF_ATTR_SIZE_VER3, PERF_ATTR_SIZE_VER4, PERF_ATTR_SIZE_VER5,
		PERF_ATTR_SIZE_VER6, PERF_ATTR_SIZE_VER7,
		136, 144,	/* VER8 (6.3), VER9: newer than some headers */
	};
	static char buf[48];

	for (unsigned i = 0; i < sizeof(vers) / sizeof(vers[0]); i++)
		if (size == vers[i]) {
			snprintf(buf, sizeof(buf), "PERF_ATTR_SIZE_VER%u", i);
			return buf;
		}
	snprintf(buf, sizeof(buf), "%#x /* PERF_ATTR_SIZE_??? */", size);
	return buf;
}

/* "size=A", or "A => B" when the kernel wrote the size it knows back
 * (E2BIG for a size bigger than its own with a byte set past it). */
static const char *sizes(uint32_t given, uint32_t now)
{
	static char buf[96];

	snprintf(buf, sizeof(buf), "%s", size_name(given));
	if (now != given)
		snprintf(buf + strlen(buf), sizeof(buf) - strlen(buf),
			 " => %s", size_name(now));
	return buf;
}

/* A size bigger than the kernel's with a byte set past its end: E2BIG,
 * and the kernel writes the size it knows, shown as "size=A => B". */
static void too_big(void)
{
	struct perf_event_attr *a = page_end(256);
	long r;

	if (!a)
		return;
	a->type = PERF_TYPE_SOFTWARE;
	a->size = 256;
	((char *)a)[250] = 1;
	r = syscall(SYS_perf_event_open, a, -2, -1, -1, 0);
	expect(res(r), "perf_event_open({type=PERF_TYPE_SOFTWARE, size=%s, "
	       "config=PERF_COUNT_SW_CPU_CLOCK, sample_period=0, "
	       "sample_type=0, read_format=0, precise_ip=0 /* arbitrary "
	       "skid */, ...}, -2, -1, -1, 0)", sizes(256, a->size));
}

/* -v: PERF_ATTR_SIZE_VER9, every field to config4: the AUX pause bits
 * (6.13) and the reserved bits after them, sig_data, config3 (6.3) and
 * config4, set by offset (the host's header may be older). */
static void ver9(void)
{
	struct perf_event_attr *a = page_end(144);
	char *b = (char *)a;
	uint32_t aux = 0x2 | 0x5 << 3;	/* aux_pause, __reserved_3 = 5 */
	uint64_t sig = 0x51, c3 = 0xc3, c4 = 0xc4;
	long r;

	if (!a)
		return;
	a->type = PERF_TYPE_SOFTWARE;
	a->size = 144;
	memcpy(b + 116, &aux, 4);
	memcpy(b + 120, &sig, 8);
	memcpy(b + 128, &c3, 8);
	memcpy(b + 136, &c4, 8);
	r = syscall(SYS_perf_event_open, a, -2, -1, -1, 0);
	/* A kernel before config4 fails with E2BIG, writing its size. */
	expect(res(r), "perf_event_open({type=PERF_TYPE_SOFTWARE, "
	       "size=%s, config=PERF_COUNT_SW_CPU_CLOCK, "
	       "sample_period=0, sample_type=0, read_format=0, disabled=0, "
	       "inherit=0, pinned=0, exclusive=0, exclude_user=0, "
	       "exclude_kernel=0, exclude_hv=0, exclude_idle=0, mmap=0, "
	       "comm=0, freq=0, inherit_stat=0, enable_on_exec=0, "
	       "task=0, watermark=0, precise_ip=0 /* arbitrary skid */, "
	       "mmap_data=0, sample_id_all=0, "
	       "exclude_host=0, exclude_guest=0, "
	       "exclude_callchain_kernel=0, exclude_callchain_user=0, "
	       BITS_AFTER_MMAP2 "wakeup_events=0, config1=0, config2=0, "
	       "sample_regs_user=0, sample_regs_intr=0, aux_watermark=0, "
	       "sample_max_stack=0, aux_sample_size=0, aux_start_paused=0, "
	       "aux_pause=1, aux_resume=0, __reserved_3=0x5 /* Bits "
	       "931..959 */, sig_data=0x51, config3=0xc3, config4=0xc4}, "
	       "-2, -1, -1, 0)", sizes(144, a->size));
}

int main(int argc, char **argv)
{
	verbose = argc > 1 && !strcmp(argv[1], "v");
	structs();
	if (!verbose)
		too_big();
	else
		ver9();
	unsigned long junk = ~0xfUL;
	long r;

	/* unknown flags: EINVAL before the attribute is read */
	r = syscall(SYS_perf_event_open, NULL, 0, -1, -1,
		    PERF_FLAG_FD_CLOEXEC | junk);
	expect(res(r), "perf_event_open(NULL, 0, -1, -1, "
	       "PERF_FLAG_FD_CLOEXEC|%#lx)", junk);
	r = syscall(SYS_perf_event_open, BAD_PTR, -1, 1, -1,
		    PERF_FLAG_FD_NO_GROUP | PERF_FLAG_FD_OUTPUT |
		    PERF_FLAG_PID_CGROUP | 0x40UL);
	expect(res(r), "perf_event_open(%p, -1, 1, -1, PERF_FLAG_FD_NO_GROUP"
	       "|PERF_FLAG_FD_OUTPUT|PERF_FLAG_PID_CGROUP|0x40)", BAD_PTR);
	return 0;
}
