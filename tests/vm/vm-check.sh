#!/bin/sh
# vm-check: abitrace on arm64, proven in an emulated machine.
#
# On an x86_64 Debian 12 machine, as root, with Debian packages only:
#   1. cross-builds abitrace and the test tracees for arm64 with clang
#      (--target=aarch64-linux-gnu, lld) against the :arm64 -dev packages,
#      and the 32-bit compat tracees for armhf (gcc-aarch64-linux-gnu
#      would remove gcc-multilib, which the i386 tests need);
#   2. makes an initramfs of Debian's arm64 binaries (extracted, not
#      installed) holding what the tests run: bash, coreutils, gawk,
#      python3, strace, the libraries abitrace links;
#   3. boots Debian's arm64 kernel in qemu-system-aarch64 -M virt (TCG)
#      and runs the test suite there (tests/vm/run-tests.sh), results on
#      the serial console;
#   4. boots Debian's 16K-page arm64 kernel (-cpu max) and runs the
#      page-size test there;
#   5. writes the results to build-vm/results.txt and exits non-zero on
#      any failure, on a missing result, or when a VM does not finish.
#
# usage: tests/vm/vm-check.sh [TEST...]    (default: every test)
# Environment: VM_TIMEOUT (seconds per boot, default 1800), VM_SMP (2),
# VM_TEST_TIMEOUT (seconds per test, 300).
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
out=$top/build-vm
cache=$out/cache
bld=$top/build-aarch64
bld_unw=$top/build-aarch64-libunwind
VM_TIMEOUT=${VM_TIMEOUT:-1800}
VM_SMP=${VM_SMP:-2}
VM_TEST_TIMEOUT=${VM_TEST_TIMEOUT:-300}
UNWIND_TESTS="tests/stacktrace.test tests/callsite.test tests/basic-io.test"
t_start=$(date +%s)

say() { echo "vm-check: $*"; }
die() { echo "vm-check: $*" >&2; exit 1; }

[ "$(uname -m)" = x86_64 ] || die "runs on an x86_64 host (the target is emulated)"

# ---- 1. host packages -------------------------------------------------
HOST_PKGS="qemu-system-arm clang lld cpio
libc6-dev:arm64 libgcc-12-dev:arm64 libdw-dev:arm64 libelf-dev:arm64
libunwind-dev:arm64 libc6-dev:armhf libgcc-12-dev:armhf"

host_packages() {
	missing=
	for a in arm64 armhf; do
		dpkg --print-foreign-architectures | grep -qx "$a" || {
			[ "$(id -u)" = 0 ] || die "run as root: dpkg --add-architecture $a"
			dpkg --add-architecture "$a"
			missing=update
		}
	done
	for p in $HOST_PKGS; do
		dpkg-query -W -f='${Status}' "$p" 2>/dev/null |
			grep -q "ok installed" || missing="$missing $p"
	done
	[ -z "$missing" ] && return 0
	[ "$(id -u)" = 0 ] || die "missing packages:$missing (run as root)"
	say "installing$missing"
	apt-get update -qq || true	# a foreign repository may lack arm64
	# shellcheck disable=SC2086
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
		--no-install-recommends $(echo "$missing" | sed 's/\bupdate\b//') \
		> "$out/apt.log" 2>&1 || { tail -20 "$out/apt.log"; die "apt-get failed"; }
}

# ---- 2. cross build ---------------------------------------------------
XCC="clang --target=aarch64-linux-gnu"
# lld does not load the libraries' own dependencies (libunwind-ptrace's
# liblzma) to check their symbols: the target's loader will.
XCFLAGS="-g -O2"
XLDFLAGS="-fuse-ld=lld -Wl,--allow-shlib-undefined"
XENV="PKG_CONFIG=pkg-config
PKG_CONFIG_LIBDIR=/usr/lib/aarch64-linux-gnu/pkgconfig:/usr/share/pkgconfig"

cross_build() {	# DIR [CONFIGURE-ARGS]
	dir=$1; shift
	if [ ! -f "$dir/Makefile" ] || [ "$top/configure" -nt "$dir/Makefile" ]; then
		mkdir -p "$dir"
		# shellcheck disable=SC2086
		(cd "$dir" && env $XENV "$top/configure" -q \
			--host=aarch64-linux-gnu CC="$XCC" CFLAGS="$XCFLAGS" \
			LDFLAGS="$XLDFLAGS" \
			M32_CFLAGS=--target=arm-linux-gnueabihf "$@")
	fi
	make -s -C "$dir" -j2
}

build_all() {
	[ -f "$top/configure" ] && [ "$top/configure" -nt "$top/configure.ac" ] &&
		[ -f "$top/src/output/backends.am" ] ||
		(cd "$top" && ./bootstrap)
	say "cross-building abitrace and the tracees for arm64 (clang, lld)"
	cross_build "$bld"
	make -s -C "$bld" -j2 check TESTS= > /dev/null
	[ -x "$bld/tests/tracees/pers-32" ] ||
		die "the armhf compat tracees cannot be built"
	# The kernel checks run where no compiler is: built here.
	mkdir -p "$bld/tests/notes/kcheck-bin"
	for c in "$top"/tests/notes/kcheck/*.c; do
		n=$(basename "$c" .c)
		$XCC $XLDFLAGS -O1 -w -pthread -o \
			"$bld/tests/notes/kcheck-bin/$n" "$c"
	done
	say "cross-building the libunwind variant"
	cross_build "$bld_unw" --with-unwinder=libunwind
}

# ---- 3. the machine's files -------------------------------------------
# Debian arm64 packages the tests run (their libraries are added by
# following Depends and Pre-Depends). util-linux is unpacked for setarch
# and setpriv only; busybox-static gives the init its mount, ip, poweroff.
# gcc: the tests that build their tracees as they run (-k, call sites,
# the workshop) do it there as on any arm64 machine.
VM_PKGS="libc-bin bash dash coreutils grep sed gawk findutils diffutils tar procps
busybox-static strace libdw1 libelf1 libunwind8 python3-minimal python3
libpython3.11-stdlib util-linux libcap-ng0 libc6:armhf libgcc-s1:armhf
gcc gcc-12 cpp-12 binutils libc6-dev libgcc-12-dev"

closure() {
	apt-cache depends --recurse --no-recommends --no-suggests \
		--no-conflicts --no-breaks --no-replaces --no-enhances \
		$(for p in $VM_PKGS; do case $p in *:*) echo "$p" ;;
		      *) echo "$p:arm64" ;; esac; done) 2>/dev/null |
		sed -n 's/^\([a-z0-9][^ <>]*:arm64\)$/\1/p' |
		grep -v -e '^util-linux:' -e '^perl' -e '^libperl' \
			-e '^libsystemd' -e '^libudev' -e '^libmount' \
			-e '^libblkid' -e '^libsmartcols' -e '^libaudit' \
			-e '^systemd' -e '^dpkg:' -e '^install-info' \
			-e '^debianutils' -e '^base-files' -e '^libtirpc-common' \
			-e '^libasan' -e '^libhwasan' -e '^liblsan' -e '^libtsan' \
			-e '^libubsan' -e '^libgprofng' |
		sort -u
	echo util-linux:arm64
	# armhf: only the libraries the compat tracees need (the closure of
	# anything else would bring armhf programs, such as tar, over the
	# arm64 ones).
	echo libc6:armhf
	echo libgcc-s1:armhf
}

fetch_debs() {
	mkdir -p "$cache/debs"
	pkgs=$(closure)
	# apt-get download skips what is there already.
	(cd "$cache/debs" && apt-get download $pkgs > "$out/download.log" 2>&1) ||
		{ tail -5 "$out/download.log"; die "cannot download the arm64 packages"; }
	echo "$pkgs" > "$out/packages.txt"
}

make_root() {
	root=$out/root
	rm -rf "$root"
	mkdir -p "$root"
	for p in $(cat "$out/packages.txt"); do
		name=${p%%:*} arch=${p#*:}
		deb=$(ls "$cache/debs/${name}_"*"_${arch}.deb" 2>/dev/null |
		      sort -V | tail -1)
		[ -n "$deb" ] || die "no .deb for $p"
		dpkg-deb -x "$deb" "$root"
	done
	# The programs the scripts call by plain names.
	mkdir -p "$root/bin" "$root/usr/bin" "$root/sbin" "$root/tmp" \
		"$root/proc" "$root/sys" "$root/dev" "$root/root" "$root/etc"
	ln -sf dash "$root/bin/sh"	# as on Debian
	ln -sf /usr/bin/python3.11 "$root/usr/bin/python3" 2>/dev/null || true
	[ -e "$root/usr/bin/awk" ] || ln -sf gawk "$root/usr/bin/awk"
	[ -e "$root/usr/bin/cc" ] || ln -sf gcc "$root/usr/bin/cc"
	chmod 1777 "$root/tmp"
	printf 'root:x:0:0:root:/root:/bin/sh\nnobody:x:65534:65534:nobody:/nonexistent:/bin/sh\n' \
		> "$root/etc/passwd"
	printf 'root:x:0:\nnogroup:x:65534:\n' > "$root/etc/group"
	printf '127.0.0.1 localhost\n::1 localhost\n' > "$root/etc/hosts"
	echo abt-arm64 > "$root/etc/hostname"
	# abitrace: the source tree's tests and data, the build's binaries.
	mkdir -p "$root/abt/src" "$root/abt/build" "$root/abt/build-libunwind/src"
	(cd "$top" && tar cf - tests syscalls doc demo) | tar -C "$root/abt/src" -xf -
	(cd "$bld" && tar cf - --exclude='*.o' --exclude=.deps \
		--exclude='*.log' --exclude='*.trs' --exclude='*.a' .) |
		tar -C "$root/abt/build" -xf -
	cp "$bld_unw/src/abitrace" "$root/abt/build-libunwind/src/"
	echo "$top" > "$root/abt/hosttop"
	cp "$top/tests/vm/init" "$root/init"
	chmod 755 "$root/init"
	make -s -C "$bld" list-tests > "$root/abt/tests.list"
}

make_initrd() {	# NAME RUN...: each RUN is the arguments of one run-tests.sh
	shift
	printf '%s\n' "$@" > "$out/root/abt/args"
	(cd "$out/root" && find . | cpio -o -H newc --quiet) > "$out/initrd"
}

# ---- 4. kernels -------------------------------------------------------
kernel() {	# PACKAGE-PATTERN -> path of the vmlinuz
	pat=$1
	pkg=$(apt-cache search --names-only "$pat" 2>/dev/null |
	      awk '{print $1}' | sort -V | tail -1)
	[ -n "$pkg" ] || die "no package matches $pat"
	mkdir -p "$cache/kernel/$pkg"
	if ! ls "$cache/kernel/$pkg/boot/"vmlinuz-* > /dev/null 2>&1; then
		(cd "$cache" && apt-get download "$pkg:arm64" > /dev/null 2>&1) ||
			die "cannot download $pkg"
		# Only the kernel image: the modules are not needed.
		dpkg-deb --fsys-tarfile \
			"$(ls "$cache/${pkg}_"*_arm64.deb | sort -V | tail -1)" |
			tar -C "$cache/kernel/$pkg" -xf - --wildcards './boot/vmlinuz-*'
		rm -f "$cache/${pkg}_"*_arm64.deb
	fi
	ls "$cache/kernel/$pkg/boot/"vmlinuz-*
}

boot() {	# NAME KERNEL CPU
	name=$1 kern=$2 cpu=$3
	[ -f "$kern" ] || { say "no kernel for the $name run"; return 1; }
	log=$out/$name.console
	say "booting $(basename "$kern") (-cpu $cpu) for the $name run"
	b0=$(date +%s)
	rc=0
	timeout "$VM_TIMEOUT" qemu-system-aarch64 -M virt -cpu "$cpu" \
		-smp "$VM_SMP" -m 3072 -nic none -display none -monitor none \
		-serial "file:$log" -no-reboot \
		-kernel "$kern" -initrd "$out/initrd" \
		-append "console=ttyAMA0 rdinit=/init panic=-1 quiet loglevel=3" \
		< /dev/null || rc=$?
	b1=$(date +%s)
	echo "$name $((b1 - b0))" >> "$out/times"
	[ $rc = 124 ] && say "the $name VM did not finish in ${VM_TIMEOUT}s"
	# The runner's lines, without the console's carriage returns.
	tr -d '\r' < "$log" | sed -n 's/^@@abt //p' > "$out/$name.results"
	grep -q '^done' "$out/$name.results" ||
		{ tail -30 "$log"; say "the $name run did not complete"; return 1; }
	return 0
}

mkdir -p "$out" "$cache"
: > "$out/times"
host_packages
build_all
fetch_debs
make_root

status=0
# The whole suite (or the tests named), then the stack tests again with
# the libunwind build.
make_initrd suite "TIMEOUT=$VM_TEST_TIMEOUT $*" \
	"TIMEOUT=$VM_TEST_TIMEOUT SUFFIX=/libunwind ABITRACE=/abt/build-libunwind/src/abitrace $UNWIND_TESTS"
boot suite "$(kernel '^linux-image-6\.1\.0-[0-9]*-arm64$')" cortex-a57 ||
	status=1
make_initrd pagesize "ABT_EXPECT_PAGESIZE=16384 tests/notes-pagesize.test"
boot pagesize16k \
	"$(kernel '^linux-image-6\.12\.[0-9.]*\+deb12-arm64-16k-unsigned$')" max ||
	status=1

# ---- 5. results -------------------------------------------------------
{
	echo "== arm64 test suite (Debian arm64 kernel, qemu -M virt, TCG)"
	sed -n 's/^uname //p' "$out/suite.results" | head -1
	sed -n 's/^result //p' "$out/suite.results"
	echo "== the 16K-page kernel"
	sed -n 's/^uname //p' "$out/pagesize16k.results"
	sed -n 's/^result //p' "$out/pagesize16k.results"
	sed -n 's/^note //p' "$out/pagesize16k.results"
	echo "== differential against Debian's arm64 strace (strace-diff)"
	sed -n 's/^diff //p' "$out/suite.results" | grep -e 'lines,' -e '^ '
} > "$out/results.txt"
# Logs of what failed, so that a red run can be read without a rerun.
for r in suite pagesize16k; do
	tr -d '\r' < "$out/$r.console" | awk '
		/^@@abt log-begin / { show = 1; print "=== " $3; next }
		/^@@abt log-end/ { show = 0; next }
		show' > "$out/$r.failures"
	cat "$out/$r.failures"
done
cat "$out/results.txt"
pass=$(grep -c ' PASS' "$out/results.txt" || true)
fail=$(grep -c ' FAIL\| ERROR' "$out/results.txt" || true)
skip=$(grep -c ' SKIP' "$out/results.txt" || true)
[ "$fail" = 0 ] || status=1
grep -q '^notes-pagesize PASS' "$out/results.txt" || status=1
grep -q '^strace-diff PASS' "$out/results.txt" || status=1
t_end=$(date +%s)
echo "vm-check: $pass passed, $fail failed, $skip skipped in $((t_end - t_start)) s" \
	"(VM boots: $(tr '\n' ' ' < "$out/times"))"
exit $status
