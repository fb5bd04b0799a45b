/* btrfs requests on a descriptor that is none (-1): every call fails
 * with EBADF, so what is shown is what the kernel would read at entry.
 * The last call passes a struct cut by the end of a mapping, shown as
 * its address. */
#define _GNU_SOURCE
#include <stdint.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>
#include <linux/btrfs.h>
#include <linux/fs.h>
#include "dec.h"

/* "0x..." of a pointer, as %p writes it */
static const char *ptr_text(const void *p)
{
	static char buf[32];

	snprintf(buf, sizeof(buf), "%p", p);
	return buf;
}

static const char *ebadf = "-1 EBADF (Bad file descriptor)";

int main(int argc, char **argv)
{
	/* "v": abitrace runs with -v */
	int verbose = argc > 1 && !strcmp(argv[1], "v");
	static struct btrfs_ioctl_vol_args vol;
	struct btrfs_ioctl_quota_ctl_args qc = { .cmd = 2 };
	struct btrfs_ioctl_qgroup_assign_args qa = {
		.assign = 1, .src = 257, .dst = 258,
	};
	struct btrfs_ioctl_qgroup_create_args qcr = {
		.create = 1, .qgroupid = 259,
	};
	struct btrfs_ioctl_quota_rescan_args qr = { .flags = 0 };
	struct file_clone_range cr = {
		.src_fd = 4, .src_offset = 4096, .src_length = 16384,
		.dest_offset = 131072,
	};
	struct btrfs_ioctl_space_args sp = { .space_slots = 3 };
	struct btrfs_ioctl_defrag_range_args df = {
		.len = UINT64_MAX, .flags = 1 | 8, .extent_thresh = 131072,
		.compress_type = 2,
	};
	/* devid in the kernel's dev_t encoding: major 1, minor 2 */
	struct btrfs_ioctl_scrub_args sc = {
		.devid = 0x102, .start = 4096, .end = UINT64_MAX, .flags = 1,
	};
	struct btrfs_ioctl_dev_info_args di = { .devid = 7 };
	struct btrfs_ioctl_get_dev_stats ds = {
		.devid = 1, .nr_items = 5, .flags = 3,
	};
	struct btrfs_ioctl_ino_path_args ip = { .inum = 256, .size = 4096 };
	static struct btrfs_ioctl_search_args ts = {
		.key = { .tree_id = 5, .min_objectid = 256,
			 .max_objectid = -256ULL, .max_offset = UINT64_MAX,
			 .min_transid = 1, .max_transid = 2, .min_type = 1,
			 .max_type = UINT32_MAX, .nr_items = 10 },
	};
	static struct btrfs_ioctl_search_args_v2 ts2;
	struct btrfs_ioctl_logical_ino_args li = {
		.logical = 4096, .size = 65536, .flags = 1,
	};
	static struct btrfs_ioctl_dev_replace_args dr = {
		.cmd = 0, .start = { .srcdevid = 3,
				     .cont_reading_from_srcdev_mode = 1 },
	};
	static union {
		struct file_dedupe_range r;
		char room[sizeof(struct file_dedupe_range) +
			  3 * sizeof(struct file_dedupe_range_info)];
	} ddu;
	struct file_dedupe_range *dd = &ddu.r;
	struct btrfs_ioctl_received_subvol_args rs = {
		.stransid = 77, .stime = { .sec = 0, .nsec = 5 },
	};
	static uint64_t srcs[2] = { 256, 300 };
	struct btrfs_ioctl_send_args sa = {
		.send_fd = 4, .clone_sources_count = 2,
		.clone_sources = srcs, .parent_root = 257, .flags = 0x101,
	};
	static union {
		struct btrfs_ioctl_vol_args_v2 a;
		char room[sizeof(struct btrfs_ioctl_vol_args_v2)];
	} v2u;
	struct btrfs_ioctl_vol_args_v2 *v2 = &v2u.a;
	static uint64_t qibuf[(sizeof(struct btrfs_qgroup_inherit) + 16) / 8];
	struct btrfs_qgroup_inherit *qi = (void *)qibuf;
	static struct btrfs_ioctl_balance_args bal;
	struct btrfs_ioctl_feature_flags feat[2] = { { 0 } };
	time_t epoch = 0;
	struct tm tm;
	char day[64], zone[16];
	/* BTRFS_BALANCE_OBJECTID is -4ULL */
	struct btrfs_ioctl_ino_lookup_args il = {
		.treeid = 5, .objectid = -4ULL,
	};
	uint64_t u = 0xdeadbeefcafe1234ULL;
	char *page;
	size_t ps;

	for (int i = 0; i < 16; i++)
		di.uuid[i] = (uint8_t)(i * 0x11);

	ioctl(-1, BTRFS_IOC_SYNC);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_SYNC)");
	ioctl(-1, BTRFS_IOC_TRANS_START);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_TRANS_START)");
	ioctl(-1, BTRFS_IOC_WAIT_SYNC, &u);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_WAIT_SYNC, [%llu])",
	       (unsigned long long)u);
	ioctl(-1, BTRFS_IOC_FS_INFO, NULL);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_FS_INFO, NULL)");
	ioctl(-1, BTRFS_IOC_BALANCE_CTL, 2);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_BALANCE_CTL, "
	       "BTRFS_BALANCE_CTL_CANCEL)");
	ioctl(-1, BTRFS_IOC_BALANCE_CTL, 7);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_BALANCE_CTL, 0x7 /* "
	       "BTRFS_BALANCE_CTL_??? */)");

	vol.fd = 3;
	strcpy(vol.name, "subvol\n");
	ioctl(-1, BTRFS_IOC_SNAP_CREATE, &vol);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_SNAP_CREATE, {fd=3, "
	       "name=\"subvol\\n\"})");
	/* a name without its NUL: every byte the field holds but one */
	memset(vol.name, 'x', sizeof(vol.name));
	ioctl(-1, BTRFS_IOC_ADD_DEV, &vol);
	printf("expect: ioctl(-1, BTRFS_IOC_ADD_DEV, {fd=3, name=\"");
	for (size_t i = 0; i + 1 < sizeof(vol.name); i++)
		putchar('x');
	printf("\"...}) = %s\n", ebadf);
	ioctl(-1, BTRFS_IOC_SNAP_DESTROY, NULL);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_SNAP_DESTROY, NULL)");

	ioctl(-1, BTRFS_IOC_QUOTA_CTL, &qc);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_QUOTA_CTL, "
	       "{cmd=BTRFS_QUOTA_CTL_DISABLE})");
	qc.cmd = 9;
	ioctl(-1, BTRFS_IOC_QUOTA_CTL, &qc);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_QUOTA_CTL, "
	       "{cmd=0x9 /* BTRFS_QUOTA_CTL_??? */})");
	qc.cmd = 4;	/* BTRFS_QUOTA_CTL_ENABLE_SIMPLE_QUOTA, Linux 6.7 */
	ioctl(-1, BTRFS_IOC_QUOTA_CTL, &qc);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_QUOTA_CTL, "
	       "{cmd=BTRFS_QUOTA_CTL_ENABLE_SIMPLE_QUOTA})");
	ioctl(-1, BTRFS_IOC_QGROUP_ASSIGN, &qa);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_QGROUP_ASSIGN, {assign=1, "
	       "src=257, dst=258})");
	ioctl(-1, BTRFS_IOC_QGROUP_CREATE, &qcr);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_QGROUP_CREATE, {create=1, "
	       "qgroupid=259})");
	ioctl(-1, BTRFS_IOC_QUOTA_RESCAN, &qr);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_QUOTA_RESCAN, {flags=0})");
	ioctl(-1, BTRFS_IOC_SPACE_INFO, &sp);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_SPACE_INFO, {space_slots=3})");
	ioctl(-1, FICLONERANGE, &cr);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_CLONE_RANGE or FICLONERANGE, "
	       "{src_fd=4, src_offset=4096, src_length=16384, "
	       "dest_offset=131072})");
	ioctl(-1, FICLONE, 4);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_CLONE or FICLONE, 4)");

	ioctl(-1, BTRFS_IOC_DEFRAG_RANGE, &df);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_DEFRAG_RANGE, {start=0, "
	       "len=UINT64_MAX, flags=BTRFS_DEFRAG_RANGE_COMPRESS|0x8, "
	       "extent_thresh=131072, compress_type=BTRFS_COMPRESS_LZO})");
	df.len--;
	df.compress_type = 9;
	ioctl(-1, BTRFS_IOC_DEFRAG_RANGE, &df);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_DEFRAG_RANGE, {start=0, "
	       "len=%llu, flags=BTRFS_DEFRAG_RANGE_COMPRESS|0x8, "
	       "extent_thresh=131072, compress_type=0x9 /* "
	       "BTRFS_COMPRESS_??? */})", (unsigned long long)df.len);
	df.flags |= 4;	/* BTRFS_DEFRAG_RANGE_COMPRESS_LEVEL, newer than uapi/ */
	ioctl(-1, BTRFS_IOC_DEFRAG_RANGE, &df);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_DEFRAG_RANGE, {start=0, "
	       "len=%llu, flags=BTRFS_DEFRAG_RANGE_COMPRESS|"
	       "BTRFS_DEFRAG_RANGE_COMPRESS_LEVEL|0x8, "
	       "extent_thresh=131072, compress_type=0x9 /* "
	       "BTRFS_COMPRESS_??? */})", (unsigned long long)df.len);
	ioctl(-1, BTRFS_IOC_SCRUB, &sc);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_SCRUB, {devid=makedev(0x1, 0x2), "
	       "start=4096, end=UINT64_MAX, flags=BTRFS_SCRUB_READONLY})");
	ioctl(-1, BTRFS_IOC_SCRUB_PROGRESS, &sc);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_SCRUB_PROGRESS, "
	       "{devid=makedev(0x1, 0x2)})");
	ioctl(-1, BTRFS_IOC_DEV_INFO, &di);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_DEV_INFO, {devid=makedev(0, 0x7), "
	       "uuid=00112233-4455-6677-8899-aabbccddeeff})");
	ioctl(-1, BTRFS_IOC_GET_DEV_STATS, &ds);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_GET_DEV_STATS, "
	       "{devid=makedev(0, 0x1), nr_items=5, "
	       "flags=BTRFS_DEV_STATS_RESET|0x2})");
	ioctl(-1, BTRFS_IOC_INO_PATHS, &ip);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_INO_PATHS, {inum=256, size=4096, "
	       "fspath=NULL})");

	ioctl(-1, BTRFS_IOC_INO_LOOKUP, &il);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_INO_LOOKUP, "
	       "{treeid=BTRFS_FS_TREE_OBJECTID, "
	       "objectid=BTRFS_BALANCE_OBJECTID})");
	il.treeid = 300;
	il.objectid = UINT64_MAX;
	ioctl(-1, BTRFS_IOC_INO_LOOKUP, &il);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_INO_LOOKUP, {treeid=300, "
	       "objectid=UINT64_MAX})");
	u = 2 | 0x10;
	ioctl(-1, BTRFS_IOC_SUBVOL_SETFLAGS, &u);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_SUBVOL_SETFLAGS, "
	       "BTRFS_SUBVOL_RDONLY|0x10)");
	ioctl(-1, BTRFS_IOC_SUBVOL_GETFLAGS, NULL);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_SUBVOL_GETFLAGS, NULL)");

	/* the default objectid bounds are left out without -v */
	ioctl(-1, BTRFS_IOC_TREE_SEARCH, &ts);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_TREE_SEARCH, "
	       "{key={tree_id=BTRFS_FS_TREE_OBJECTID, %smin_offset=0, "
	       "max_offset=UINT64_MAX, min_transid=1, max_transid=2, "
	       "min_type=BTRFS_INODE_ITEM_KEY, max_type=UINT32_MAX, "
	       "nr_items=10}})", verbose ? "min_objectid="
	       "BTRFS_FIRST_FREE_OBJECTID, max_objectid="
	       "BTRFS_LAST_FREE_OBJECTID, " : "");
	ts2.key = ts.key;
	ts2.key.min_objectid = 6;
	ts2.key.max_type = 7;
	ts2.buf_size = 4096;
	ioctl(-1, BTRFS_IOC_TREE_SEARCH_V2, &ts2);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_TREE_SEARCH_V2, "
	       "{key={tree_id=BTRFS_FS_TREE_OBJECTID, "
	       "min_objectid=BTRFS_ROOT_TREE_DIR_OBJECTID, %smin_offset=0, "
	       "max_offset=UINT64_MAX, min_transid=1, max_transid=2, "
	       "min_type=BTRFS_INODE_ITEM_KEY, max_type=7, nr_items=10}, "
	       "buf_size=4096})", verbose ? "max_objectid="
	       "BTRFS_LAST_FREE_OBJECTID, " : "");

	ioctl(-1, BTRFS_IOC_LOGICAL_INO, &li);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_LOGICAL_INO, {logical=4096, "
	       "size=65536, flags=BTRFS_LOGICAL_INO_ARGS_IGNORE_OFFSET, "
	       "inodes=NULL})");
	li.reserved[1] = 0x20;
	ioctl(-1, BTRFS_IOC_LOGICAL_INO_V2, &li);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_LOGICAL_INO_V2, {logical=4096, "
	       "size=65536, reserved=[0, 0x20, 0], "
	       "flags=BTRFS_LOGICAL_INO_ARGS_IGNORE_OFFSET, inodes=NULL})");
	strcpy((char *)dr.start.srcdev_name, "/dev/sdc");
	strcpy((char *)dr.start.tgtdev_name, "/dev/sdd");
	ioctl(-1, BTRFS_IOC_DEV_REPLACE, &dr);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_DEV_REPLACE, "
	       "{cmd=BTRFS_IOCTL_DEV_REPLACE_CMD_START, "
	       "start={srcdevid=makedev(0, 0x3), cont_reading_from_srcdev_mode="
	       "BTRFS_IOCTL_DEV_REPLACE_CONT_READING_FROM_SRCDEV_MODE_AVOID, "
	       "srcdev_name=\"/dev/sdc\", tgtdev_name=\"/dev/sdd\"}})");
	dr.cmd = 2;
	ioctl(-1, BTRFS_IOC_DEV_REPLACE, &dr);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_DEV_REPLACE, "
	       "{cmd=BTRFS_IOCTL_DEV_REPLACE_CMD_CANCEL})");
	dd->src_offset = 1024;
	dd->src_length = 8192;
	dd->dest_count = 3;
	for (int i = 0; i < 3; i++) {
		dd->info[i].dest_fd = 5;
		dd->info[i].dest_offset = 4096 * (uint64_t)i;
	}
	ioctl(-1, FIDEDUPERANGE, dd);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_FILE_EXTENT_SAME or FIDEDUPERANGE, "
	       "{src_offset=1024, src_length=8192, dest_count=3, "
	       "info=[{dest_fd=5, dest_offset=0}, {dest_fd=5, "
	       "dest_offset=4096}, %s]})", verbose ?
	       "{dest_fd=5, dest_offset=8192}" : "...");

	for (int i = 0; i < 16; i++)
		rs.uuid[i] = (uint8_t)(0xf0 - i);
	ioctl(-1, BTRFS_IOC_SET_RECEIVED_SUBVOL, &rs);
	/* the time is shown in the local zone */
	localtime_r(&epoch, &tm);
	strftime(day, sizeof(day), "%Y-%m-%dT%H:%M:%S", &tm);
	strftime(zone, sizeof(zone), "%z", &tm);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_SET_RECEIVED_SUBVOL, "
	       "{uuid=f0efeeed-eceb-eae9-e8e7-e6e5e4e3e2e1, stransid=77, "
	       "stime={sec=0, nsec=5} /* %s.000000005%s */, flags=0})",
	       day, zone);
	ioctl(-1, BTRFS_IOC_SEND, &sa);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_SEND, {send_fd=4, "
	       "clone_sources_count=2, clone_sources=%s, parent_root=257, "
	       "flags=BTRFS_SEND_FLAG_NO_FILE_DATA|0x100})", verbose ?
	       "[BTRFS_FIRST_FREE_OBJECTID, 300]" : ptr_text(srcs));

	v2->fd = 2;
	v2->flags = 4;	/* BTRFS_SUBVOL_QGROUP_INHERIT */
	v2->size = sizeof(*qi) + 2 * sizeof(uint64_t);
	v2->qgroup_inherit = qi;
	strcpy(v2->name, "snap");
	qi->flags = 1;
	qi->num_qgroups = 2;
	qi->lim.flags = 0x3;
	qi->lim.max_rfer = 1 << 20;
	qi->qgroups[0] = 257;
	qi->qgroups[1] = 258;
	ioctl(-1, BTRFS_IOC_SNAP_CREATE_V2, v2);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_SNAP_CREATE_V2, {fd=2, "
	       "flags=BTRFS_SUBVOL_QGROUP_INHERIT, size=%zu, "
	       "qgroup_inherit={flags=BTRFS_QGROUP_INHERIT_SET_LIMITS, "
	       "num_qgroups=2, num_ref_copies=0, num_excl_copies=0, "
	       "lim={flags=BTRFS_QGROUP_LIMIT_MAX_RFER|"
	       "BTRFS_QGROUP_LIMIT_MAX_EXCL, max_rfer=1048576, max_excl=0, "
	       "rsv_rfer=0, rsv_excl=0}, %s}, name=\"snap\"})",
	       (size_t)v2->size, verbose ? "qgroups=[257, 258]" : "...");
	v2->size = 8;	/* too small for the struct: its address */
	ioctl(-1, BTRFS_IOC_SUBVOL_CREATE_V2, v2);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_SUBVOL_CREATE_V2, {fd=2, "
	       "flags=BTRFS_SUBVOL_QGROUP_INHERIT, size=8, "
	       "qgroup_inherit=%p, name=\"snap\"})", (void *)qi);
	v2->qgroup_inherit = NULL;	/* none: NULL, whatever the size */
	ioctl(-1, BTRFS_IOC_SUBVOL_CREATE_V2, v2);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_SUBVOL_CREATE_V2, {fd=2, "
	       "flags=BTRFS_SUBVOL_QGROUP_INHERIT, size=8, "
	       "qgroup_inherit=NULL, name=\"snap\"})");
	bal.flags = 1 | 0x40;
	bal.data.profiles = 1 | (1ULL << 48);
	bal.data.devid = 1;
	bal.data.pend = UINT64_MAX;
	bal.data.flags = 1 | 4;
	bal.sys.usage = 50;
	ioctl(-1, BTRFS_IOC_BALANCE_V2, &bal);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_BALANCE_V2, "
	       "{flags=BTRFS_BALANCE_DATA|0x40, data={profiles="
	       "BTRFS_BLOCK_GROUP_DATA|BTRFS_AVAIL_ALLOC_BIT_SINGLE, usage=0, "
	       "devid=makedev(0, 0x1), pstart=0, pend=UINT64_MAX, vstart=0, "
	       "vend=0, target=0, flags=BTRFS_BALANCE_ARGS_PROFILES|"
	       "BTRFS_BALANCE_ARGS_DEVID}, meta={profiles=0, usage=0, "
	       "devid=makedev(0, 0), pstart=0, pend=0, vstart=0, vend=0, "
	       "target=0, flags=0}, sys={profiles=0, usage=50, "
	       "devid=makedev(0, 0), pstart=0, pend=0, vstart=0, vend=0, "
	       "target=0, flags=0}})");
	feat[0].compat_ro_flags = 1;
	feat[0].incompat_flags = 0x200 | (1ULL << 40);
	feat[1].compat_flags = 2;
	ioctl(-1, BTRFS_IOC_SET_FEATURES, feat);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_SET_FEATURES, [{compat_flags=0, "
	       "compat_ro_flags=BTRFS_FEATURE_COMPAT_RO_FREE_SPACE_TREE, "
	       "incompat_flags=BTRFS_FEATURE_INCOMPAT_NO_HOLES|0x10000000000}, "
	       "{compat_flags=0x2 /* BTRFS_FEATURE_COMPAT_??? */, "
	       "compat_ro_flags=0, incompat_flags=0}])");

	/* half of the struct in the last bytes of a mapping */
	ps = (size_t)sysconf(_SC_PAGESIZE);
	page = mmap(NULL, 2 * ps, PROT_READ | PROT_WRITE,
		    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (page == MAP_FAILED || munmap(page + ps, ps))
		return 1;
	ioctl(-1, BTRFS_IOC_QGROUP_ASSIGN, page + ps - 8);
	expect(ebadf, "ioctl(-1, BTRFS_IOC_QGROUP_ASSIGN, %p)",
	       (void *)(page + ps - 8));
	return 0;
}
