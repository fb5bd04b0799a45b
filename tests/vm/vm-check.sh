#!/bin/sh
# vm-check: abitrace proven in emulated machines -- on arm64, and on
# x86_64 kernels with and without the 32-bit ABIs.
#
# On an x86_64 Debian 12 machine, as root, with Debian packages only.
# The arm64 machine:
#   1. cross-builds abitrace and the test tracees for arm64 with clang
#      (--target=aarch64-linux-gnu, lld) against a sysroot of the arm64
#      -dev packages, and the 32-bit compat tracees for armhf
#      (gcc-aarch64-linux-gnu would remove gcc-multilib, which the i386
#      tests need); the sysroot is extracted, not installed, so that
#      the host's own package versions never have to match the
#      mirror's arm64 and armhf ones;
#   2. makes an initramfs of Debian's arm64 binaries (extracted, not
#      installed) holding what the tests run: bash, coreutils, gawk,
#      python3, strace, the libraries abitrace links;
#   3. boots Debian's arm64 kernel in qemu-system-aarch64 -M virt (TCG)
#      and runs the test suite there (tests/vm/run-tests.sh), results on
#      the serial console;
#   4. boots Debian's 16K-page arm64 kernel (-cpu max) and runs the
#      page-size test there;
#   4a. keeps the files the tests left for the host (build-vm/suite.files/:
#      tests/interfaces/diff-arm64.test's arm64 trace, sent on the console with its
#      sum) and runs that test on the host against it (a host build in
#      build/, ./build.sh build): "host/diff-arm64" in results.txt.
# The x86_64 machine (the host may run no 32-bit code at all, so the
# i386, int $0x80 and x32 paths are proven only here):
#   5. reuses the host's build tree (build/, ./build.sh build) and its
#      tracees, the -m32 ones too, and makes an initramfs of the host's
#      own installed files (the same packages as the arm64 machine's,
#      plus the i386 libc and gcc-multilib);
#   6. boots Debian's 6.12 amd64 kernel in qemu-system-x86_64 (TCG)
#      twice: with ia32_emulation=1 and syscall.x32=y (when the kernel
#      has CONFIG_X86_X32_ABI), where the 32-bit tests must run, and
#      with ia32_emulation=0, where they must skip; before the suite,
#      static probes (tests/vm/abi-probe.c) check that the kernel serves
#      the ABIs the run expects.
# Then:
#   7. writes the results to build-vm/results.txt ("NAME STATUS" for
#      arm64, "x86-ia32/NAME STATUS" and "x86-noia32/NAME STATUS" for
#      x86_64) and exits non-zero on any failure, on a missing result,
#      or when a VM does not finish.
#
# usage: tests/vm/vm-check.sh [TEST...]    (default: every test)
# Environment: VM_ONLY=arm64|x86 (one machine only; default both),
# VM_OUT (the output directory, default build-vm),
# VM_TIMEOUT (seconds per boot, default 1800), VM_SMP (2),
# VM_TEST_TIMEOUT (seconds per test, 300), VM_SH (a shell command the
# arm64 machine runs first, in /abt/build, for looking into a failure:
# its output is in build-vm/suite.console), VM_IA32_TESTS (NAME,NAME...:
# the tests of the ia32-on run; default: those that meet the 32-bit
# ABIs, or the TESTs named; "all": the whole suite), VM_NOIA32_TESTS (the tests
# of the ia32-off run, NAME,NAME...; default: those that meet the
# 32-bit ABIs, or the TESTs named; "all": the whole suite).
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
# VM_OUT: another directory for a second run beside a first (the
# downloads stay shared).
out=${VM_OUT:-$top/build-vm}
cache=$top/build-vm/cache
bld=$top/build-aarch64
bld_unw=$top/build-aarch64-libunwind
VM_ONLY=${VM_ONLY:-}
VM_TIMEOUT=${VM_TIMEOUT:-1800}
VM_SMP=${VM_SMP:-2}
VM_TEST_TIMEOUT=${VM_TEST_TIMEOUT:-300}
VM_NOIA32_TESTS=${VM_NOIA32_TESTS:-}
UNWIND_TESTS="tests/unwind/stacktrace.test tests/unwind/callsite.test tests/decode/read-write-lines.test"
t_start=$(date +%s)

say() { echo "vm-check: $*"; }
die() { echo "vm-check: $*" >&2; exit 1; }

[ "$(uname -m)" = x86_64 ] || die "runs on an x86_64 host (the target is emulated)"
case $VM_ONLY in ""|arm64|x86) ;; *) die "VM_ONLY=arm64 or VM_ONLY=x86" ;; esac

# ---- host packages ----------------------------------------------------
# need_packages PKG...: installs those missing (arm64 ones after adding
# that architecture).
need_packages() {
	missing=
	for p in "$@"; do
		a=${p#*:}
		[ "$a" = "$p" ] && continue
		dpkg --print-foreign-architectures | grep -qx "$a" || {
			[ "$(id -u)" = 0 ] || die "run as root: dpkg --add-architecture $a"
			dpkg --add-architecture "$a"
			missing=update
		}
	done
	for p in "$@"; do
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

# need_arch ARCH...: apt knows those architectures' packages (for
# apt-cache and apt-get download; nothing of them is installed). An
# index that fails to download (a mirror mid-sync) leaves the older
# one, or none: fetch_debs then says which package it could not get.
need_arch() {
	added=
	for a in "$@"; do
		dpkg --print-foreign-architectures | grep -qx "$a" && continue
		[ "$(id -u)" = 0 ] || die "run as root: dpkg --add-architecture $a"
		dpkg --add-architecture "$a"
		added=1
	done
	if [ -n "$added" ] || ! apt-cache show "libc6:$1" > /dev/null 2>&1; then
		apt-get update -qq || true
	fi
}

# ---- the machines' files ----------------------------------------------
# The Debian packages the tests run, for either machine (their libraries
# are added by following Depends and Pre-Depends). util-linux is
# unpacked for setarch and setpriv only; busybox-static gives the init
# its mount, ip, poweroff. gcc: the tests that build their tracees as
# they run (-k, call sites, the workshop) do it there as on any machine.
VM_PKGS="libc-bin bash dash coreutils grep sed gawk findutils diffutils tar procps
busybox-static strace libdw1 libelf1 libunwind8 python3-minimal python3
libpython3.11-stdlib util-linux libcap-ng0
gcc gcc-12 cpp-12 binutils libc6-dev libgcc-12-dev"

closure() {	# ARCH PKG...: the packages with what they need, as NAME:ARCH
	arch=$1; shift
	# Packages of the host's own architecture come out without ":ARCH"
	# (and, for a foreign ARCH, are the ones to leave out).
	if [ "$arch" = "$(dpkg --print-architecture)" ]; then
		native="s/^\([a-z0-9][^ <>:]*\)\$/\1:$arch/"
	else
		native='/:/!d'
	fi
	apt-cache depends --recurse --no-recommends --no-suggests \
		--no-conflicts --no-breaks --no-replaces --no-enhances \
		$(for p in "$@"; do case $p in *:*) echo "$p" ;;
		      *) echo "$p:$arch" ;; esac; done) 2>/dev/null |
		sed -n -e "$native" \
			-e "s/^\([a-z0-9][^ <>]*:$arch\)\$/\1/p" |
		grep -v -e '^util-linux:' -e '^perl' -e '^libperl' \
			-e '^libsystemd' -e '^libudev' -e '^libmount' \
			-e '^libblkid' -e '^libsmartcols' -e '^libaudit' \
			-e '^systemd' -e '^dpkg:' -e '^install-info' \
			-e '^debianutils' -e '^base-files' -e '^libtirpc-common' \
			-e '^libasan' -e '^libhwasan' -e '^liblsan' -e '^libtsan' \
			-e '^libubsan' -e '^libgprofng' |
		sort -u
	echo "util-linux:$arch"
}

fetch_debs() {	# PACKAGE...: into the cache, unless there already
	mkdir -p "$cache/debs"
	(cd "$cache/debs" && apt-get download "$@" > "$out/download.log" 2>&1) ||
		{ tail -5 "$out/download.log"; die "cannot download the packages"; }
}

# root_from_debs PACKAGE...: the machine's files, extracted from the
# packages (the arm64 machine: nothing of that architecture is installed).
root_from_debs() {
	for p in "$@"; do
		name=${p%%:*} arch=${p#*:}
		deb=$(ls "$cache/debs/${name}_"*"_${arch}.deb" 2>/dev/null |
		      sort -V | tail -1)
		[ -n "$deb" ] || die "no .deb for $p"
		# As dpkg-deb -x, but keeping a merged /usr's links (/bin
		# -> usr/bin) links.
		dpkg-deb --fsys-tarfile "$deb" |
			tar -C "$root" --keep-directory-symlink -xf -
	done
}

# root_from_host PACKAGE...: the machine's files, copied from the host's
# installed packages (the x86_64 machine: the very libraries the host
# build linked). A package of the closure the host lacks is an
# alternative some other package fills (mawk for gawk...): left out.
root_from_host() {
	# The host's merged /usr: /bin, /lib, /lib32... are links there,
	# so that both spellings of a path the packages use lead to the file.
	for d in bin sbin lib lib32 lib64 libx32; do
		[ -L "/$d" ] || continue
		# (Debian's links are relative: usr/bin.)
		t=$(readlink "/$d")
		mkdir -p "$root/$t"
		ln -s "$t" "$root/$d"
	done
	for p in "$@"; do
		# An Architecture: all package (manpages-dev) is installed
		# under its bare name only.
		for q in "$p" "${p%%:*}"; do
			dpkg-query -W -f='${Status}' "$q" 2>/dev/null |
				grep -q "ok installed" || continue
			dpkg -L "$q"
			break
		done
	done | sort -u | while read -r f; do
		# Files and links only: tar makes the directories, and the
		# merged-/usr links must stay links.
		if [ -L "$f" ] || { [ -e "$f" ] && [ ! -d "$f" ]; }; then
			echo "${f#/}"
		fi
	done > "$out/files.txt"
	tar -C / --no-recursion -cf - -T "$out/files.txt" |
		tar -C "$root" --keep-directory-symlink -xf -
}

# root_common MACHINE BUILD-DIR: what every machine has besides the
# packages: the few files of /etc, the links Debian's alternatives make,
# abitrace's tests (the source tree) and binaries (the build tree).
root_common() {
	host=$1 b=$2
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
	echo "$host" > "$root/etc/hostname"
	# abitrace: the source tree's tests and data, the build's binaries.
	mkdir -p "$root/abt/src" "$root/abt/build"
	(cd "$top" && tar cf - tests syscalls doc demo) | tar -C "$root/abt/src" -xf -
	(cd "$b" && tar cf - --exclude='*.o' --exclude=.deps \
		--exclude='*.log' --exclude='*.trs' --exclude='*.a' .) |
		tar -C "$root/abt/build" -xf -
	echo "$top" > "$root/abt/hosttop"
	cp "$top/tests/vm/init" "$root/init"
	chmod 755 "$root/init"
	make -s -C "$b" list-tests > "$root/abt/tests.list"
}

# make_initrd NAME RUN...: each RUN is the arguments of one
# run-tests.sh; the next boot starts that initrd.
make_initrd() {
	initrd=$out/initrd-$1
	shift
	printf '%s\n' "$@" > "$root/abt/args"
	(cd "$root" && find . | cpio -o -H newc --quiet) > "$initrd"
}

# ---- kernels ----------------------------------------------------------
kernel() {	# ARCH PACKAGE-PATTERN -> path of the vmlinuz
	arch=$1 pat=$2
	pkg=$(apt-cache search --names-only "$pat" 2>/dev/null |
	      awk '{print $1}' | sort -V | tail -1)
	[ -n "$pkg" ] || die "no package matches $pat"
	mkdir -p "$cache/kernel/$pkg"
	if ! ls "$cache/kernel/$pkg/boot/"vmlinuz-* > /dev/null 2>&1; then
		(cd "$cache" && apt-get download "$pkg:$arch" > /dev/null 2>&1) ||
			die "cannot download $pkg"
		# Only the kernel image and its configuration: the modules
		# are not needed (what the machines use is built in).
		dpkg-deb --fsys-tarfile \
			"$(ls "$cache/${pkg}_"*"_$arch.deb" | sort -V | tail -1)" |
			tar -C "$cache/kernel/$pkg" -xf - --wildcards \
				'./boot/vmlinuz-*' './boot/config-*'
		rm -f "$cache/${pkg}_"*"_$arch.deb"
	fi
	ls "$cache/kernel/$pkg/boot/"vmlinuz-*
}

boot() {	# NAME KERNEL QEMU-ARGS...: runs the initrd, reads the console
	name=$1 kern=$2; shift 2
	[ -f "$kern" ] || { say "no kernel for the $name run"; return 1; }
	log=$out/$name.console
	say "booting $(basename "$kern") for the $name run"
	b0=$(date +%s)
	rc=0
	timeout "$VM_TIMEOUT" "$@" \
		-smp "$VM_SMP" -m 3072 -nic none -display none -monitor none \
		-serial "file:$log" -no-reboot \
		-kernel "$kern" -initrd "$initrd" < /dev/null || rc=$?
	b1=$(date +%s)
	echo "$name $((b1 - b0))" >> "$out/times"
	[ $rc = 124 ] && say "the $name VM did not finish in ${VM_TIMEOUT}s"
	# The runner's lines, without the console's carriage returns.
	tr -d '\r' < "$log" | sed -n 's/^@@abt //p' > "$out/$name.results"
	grep -q '^done' "$out/$name.results" ||
		{ tail -30 "$log"; say "the $name run did not complete"; return 1; }
	return 0
}

# results RUN [PREFIX]: a run's result lines for results.txt, each test
# named PREFIX/NAME when a prefix is given.
results() {
	[ -f "$out/$1.results" ] || return 0
	sed -n 's/^result //p' "$out/$1.results" |
		sed "s|^|${2:+$2/}|"
	# The parts of passing tests left out, with the reason (lib.sh's
	# skip_part): counted nowhere, but never silent.
	sed -n "s|^part |  part left out: ${2:+$2/}|p" "$out/$1.results"
}

# failures RUN: the logs of what failed, so that a red run can be read
# without a rerun.
failures() {
	[ -f "$out/$1.console" ] || return 0	# a run skipped
	tr -d '\r' < "$out/$1.console" | awk '
		/^@@abt log-begin / { show = 1; print "=== " $3; next }
		/^@@abt log-end/ { show = 0; next }
		show' > "$out/$1.failures"
	cat "$out/$1.failures"
}

# exported RUN: the files the run's tests left for the host
# (run-tests.sh's "file-begin NAME LINES SUM" and "file NAME LINE"),
# into $out/RUN.files/NAME; one whose sum is not the one sent (a line
# the console cut or mixed with another's) is left out, saying so.
exported() {
	d=$out/$1.files
	rm -rf "$d"
	[ -f "$out/$1.results" ] || return 0
	sed -n 's/^file-begin \([^ /]*\) [0-9]* \([0-9a-f]*\)$/\1 \2/p' \
		"$out/$1.results" | while read -r name sum; do
		mkdir -p "$d"
		# (The name is the test's, from run-tests.sh: no "/", no space.)
		awk -v p="file $name " 'index($0, p) == 1 { print substr($0, length(p) + 1) }' \
			"$out/$1.results" > "$d/$name"
		[ "$(sha256sum < "$d/$name" | cut -d' ' -f1)" = "$sum" ] && continue
		say "$1: $name did not arrive whole (its sum differs): left out"
		rm -f "$d/$name"
	done
}

# arm64_on_host: the host's half of the tests whose arm64 half left a
# file (tests/interfaces/diff-arm64.test: the x86_64 trace compared with the arm64
# one), in the host's build; "host/NAME STATUS" in results.txt.
arm64_on_host() {
	[ -f "$out/suite.files/diff-arm64.json" ] || {
		grep -q '^result diff-arm64 PASS' "$out/suite.results" 2> /dev/null &&
			echo "host/diff-arm64 FAIL (the arm64 trace did not arrive)"
		return 0
	}
	"$top/build.sh" build > "$out/host-build.log" 2>&1 &&
		make -s -C "$top/build" -j2 check TESTS= > /dev/null 2>&1 ||
		{ echo "host/diff-arm64 FAIL (the host build failed: $out/host-build.log)"; return 0; }
	rc=0
	ABT_ARM64_TRACE=$out/suite.files/diff-arm64.json \
		make -s -C "$top/build" check TESTS=tests/interfaces/diff-arm64.test \
		> /dev/null 2>&1 || rc=$?
	st=$(sed -n 's/^:test-result: //p' "$top/build/tests/interfaces/diff-arm64.trs" 2> /dev/null)
	[ "$rc" = 0 ] || st=FAIL
	echo "host/diff-arm64 ${st:-FAIL} (log: build/tests/interfaces/diff-arm64.log)"
	[ "$st" = PASS ] || sed 's/^/    /' "$top/build/tests/interfaces/diff-arm64.log" >&2
}

# ---- the arm64 machine ------------------------------------------------
XCC="clang --target=aarch64-linux-gnu"
# lld does not load the libraries' own dependencies (libunwind-ptrace's
# liblzma) to check their symbols: the target's loader will.
XCFLAGS="-g -O2"
XLDFLAGS="-fuse-ld=lld -Wl,--allow-shlib-undefined"
# The -dev packages come from a sysroot of extracted .debs (sysroot()):
# installed as :arm64 and :armhf packages, they must carry the very
# version of the host's own (Multi-Arch: same), which a fresh machine's
# point release (linux-libc-dev, zlib1g...) and a mirror whose indexes
# of one architecture lag behind the others' do not always offer.
sysroot=$cache/sysroot
XCC="$XCC --sysroot=$sysroot"
XENV="PKG_CONFIG=pkg-config PKG_CONFIG_SYSROOT_DIR=$sysroot
PKG_CONFIG_LIBDIR=$sysroot/usr/lib/aarch64-linux-gnu/pkgconfig:$sysroot/usr/share/pkgconfig"
XDEV="libc6-dev libgcc-12-dev libdw-dev libelf-dev libunwind-dev"
XDEV32="libc6-dev libgcc-12-dev"

# sysroot: the arm64 -dev packages and the armhf ones of the compat
# tracees, with what they need, extracted into $sysroot; done again
# when the list of packages changes.
make_sysroot() {
	# shellcheck disable=SC2086
	pkgs="$( { closure arm64 $XDEV; closure armhf $XDEV32; } |
		grep -v '^util-linux:' | sort -u)"
	if [ -f "$sysroot/.packages" ] &&
	   [ "$(cat "$sysroot/.packages")" = "$pkgs" ]; then
		return 0
	fi
	say "extracting the arm64 and armhf -dev packages into $sysroot"
	# shellcheck disable=SC2086
	fetch_debs $pkgs
	rm -rf "$sysroot"
	mkdir -p "$sysroot"
	root=$sysroot
	# shellcheck disable=SC2086
	root_from_debs $pkgs
	echo "$pkgs" > "$sysroot/.packages"
}

cross_build() {	# DIR [CONFIGURE-ARGS]
	dir=$1; shift
	if [ ! -f "$dir/Makefile" ] || [ "$top/configure" -nt "$dir/Makefile" ]; then
		mkdir -p "$dir"
		# shellcheck disable=SC2086
		(cd "$dir" && env $XENV "$top/configure" -q \
			--host=aarch64-linux-gnu CC="$XCC" CFLAGS="$XCFLAGS" \
			LDFLAGS="$XLDFLAGS" \
			M32_CFLAGS="--target=arm-linux-gnueabihf --sysroot=$sysroot" "$@")
	fi
	make -s -C "$dir" -j2
}

arm64_build() {
	[ -f "$top/configure" ] && [ "$top/configure" -nt "$top/configure.ac" ] &&
		[ -f "$top/src/output/backends.am" ] ||
		(cd "$top" && ./bootstrap)
	make_sysroot
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

arm64_root() {
	# armhf: only the libraries the compat tracees need (the closure of
	# anything else would bring armhf programs, such as tar, over the
	# arm64 ones).
	pkgs="$(closure arm64 $VM_PKGS libc6:armhf libgcc-s1:armhf)
libc6:armhf
libgcc-s1:armhf"
	echo "$pkgs" > "$out/packages.txt"
	# shellcheck disable=SC2086
	fetch_debs $pkgs
	root=$out/root
	rm -rf "$root"
	mkdir -p "$root"
	# shellcheck disable=SC2086
	root_from_debs $pkgs
	root_common abt-arm64 "$bld"
	mkdir -p "$root/abt/build-libunwind/src"
	cp "$bld_unw/src/abitrace" "$root/abt/build-libunwind/src/"
}

arm64_machine() {
	need_packages qemu-system-arm clang lld cpio
	need_arch arm64 armhf
	arm64_build
	arm64_root
	# The whole suite (or the tests named), then the stack tests again
	# with the libunwind build.
	make_initrd suite ${VM_SH:+"sh $VM_SH"} "TIMEOUT=$VM_TEST_TIMEOUT $*" \
		"TIMEOUT=$VM_TEST_TIMEOUT SUFFIX=/libunwind ABITRACE=/abt/build-libunwind/src/abitrace $UNWIND_TESTS"
	boot suite "$(kernel arm64 '^linux-image-6\.1\.0-[0-9]*-arm64$')" \
		qemu-system-aarch64 -M virt -cpu cortex-a57 \
		-append "console=ttyAMA0 rdinit=/init panic=-1 quiet loglevel=3" ||
		status=1
	exported suite
	make_initrd pagesize "ABT_EXPECT_PAGESIZE=16384 tests/notes/page-size.test"
	# The 16K-page kernel comes from bookworm-backports: a mirror (or an
	# index that failed to download) may not offer it. Its run is then
	# skipped, saying why, as a test skips for a kernel feature.
	rm -f "$out/pagesize16k.results" "$out/pagesize16k.console"
	k16=$(kernel arm64 '^linux-image-6\.12\.[0-9.]*\+deb12-arm64-16k-unsigned$') ||
		k16=
	no16k=
	if [ -n "$k16" ]; then
		boot pagesize16k "$k16" \
			qemu-system-aarch64 -M virt -cpu max \
			-append "console=ttyAMA0 rdinit=/init panic=-1 quiet loglevel=3" ||
			status=1
	else
		no16k="SKIP: the package archive offers no 16K-page arm64 kernel (linux-image-6.12.*+deb12-arm64-16k-unsigned)"
		say "$no16k"
	fi
	{
		echo "== arm64 test suite (Debian arm64 kernel, qemu -M virt, TCG)"
		sed -n 's/^uname //p' "$out/suite.results" | head -1
		results suite
		echo "== the 16K-page kernel"
		if [ -f "$out/pagesize16k.results" ]; then
			sed -n 's/^uname //p' "$out/pagesize16k.results"
			results pagesize16k
			sed -n 's/^note //p' "$out/pagesize16k.results"
		else
			echo "${no16k:-the run did not complete}"
		fi
		echo "== the host's half of tests made on arm64"
		arm64_on_host
		echo "== differential against Debian's arm64 strace (strace-diff)"
		# (None when strace-diff was not among the tests named.)
		sed -n 's/^diff //p' "$out/suite.results" |
			grep -e 'lines,' -e '^ ' || true
	} >> "$out/results.txt"
	failures suite
	failures pagesize16k
	! grep -q '^host/[^ ]* \(FAIL\|ERROR\)' "$out/results.txt" || status=1
	grep -q '^page-size PASS' "$out/results.txt" || status=1
	grep -q '^strace-diff PASS' "$out/results.txt" || status=1
}

# ---- the x86_64 machine -----------------------------------------------
x86_build() {
	say "building abitrace and its tracees on the host (build/)"
	"$top/build.sh" build
	make -s -C "$top/build" -j2 check TESTS= > /dev/null
	[ -x "$top/build/tests/tracees/pers-32" ] ||
		die "the -m32 tracees cannot be built (gcc-multilib)"
}

x86_root() {
	# libc6-i386 for the -m32 tracees; gcc-multilib for the tests that
	# build i386 programs as they run; the -dev packages for
	# unwind-backends, which builds the unwinders' test tracer there;
	# libseccomp2 for tests/seccomp/load (the host's build has it);
	# jq and manpages-dev for the tests that read them (gzip too:
	# versions-man reads the compressed man pages); libc6-dbg (when
	# the host has it, as for its own suite) names ld.so's frames for
	# unwind-backends' loader case. The closure
	# leaves libsystemd0 out, but the host's ps links it (attach-refused).
	# shellcheck disable=SC2086
	pkgs="$(closure amd64 $VM_PKGS libc6-i386 gcc-multilib \
		pkg-config libdw-dev libelf-dev libunwind-dev libseccomp2 \
		jq manpages-dev gzip libc6-dbg)
libsystemd0:amd64"
	echo "$pkgs" > "$out/packages-x86.txt"
	root=$out/root-x86
	rm -rf "$root"
	mkdir -p "$root"
	# shellcheck disable=SC2086
	root_from_host $pkgs
	# The host need not have busybox: its package, unpacked.
	fetch_debs busybox-static:amd64
	root_from_debs busybox-static:amd64
	root_common abt-x86 "$top/build"
	# unwind-backends builds src/unwind with its test tracer.
	(cd "$top" && tar cf - src) | tar -C "$root/abt/src" -xf -
	# The kernel checks, built here as for arm64: compiling them under
	# emulation would take minutes. (Into the machine's copy only: the
	# host's own suite builds them as it runs.)
	kb=$root/abt/build/tests/notes/kcheck-bin
	mkdir -p "$kb"
	for c in "$top"/tests/notes/kcheck/*.c; do
		cc -O1 -w -pthread -o "$kb/$(basename "$c" .c)" "$c"
	done
	# The ABI probes, static so that each needs nothing but the kernel.
	mkdir -p "$root/abt/probe"
	for b in 64:-m64 i386:-m32 x32:-mx32; do
		cc -O1 -static ${b#*:} -o "$root/abt/probe/abi-${b%%:*}" \
			"$top/tests/vm/abi-probe.c" ||
			die "cannot build the ${b%%:*} probe (gcc-multilib)"
	done
}

# The tests that meet the 32-bit ABIs, which the ia32-off run must see
# skip (or pass) rather than fail: those that ask for the kernel's
# 32-bit features (lib.sh's require/have m32, int80, ia32, x32, or
# m32_tracee) join by themselves; the list names the others.
X86_32BIT_TESTS="int80-personality m32-tracees fallback-paths stacktrace callsite unwind-backends
json-modes kernel-checks int-enum-args seccomp-same-trace seccomp-filter-active
versions-kernel sandbox-trace sandbox-seccomp-denied abi-report hostile-tracee
notes-m32 socketcall-ipc-m32 strace-diff-m32 misc-strace-options"

x86_32bit_tests() {	# -> NAME,NAME... for run-tests.sh's ONLY
	{
		for t in $X86_32BIT_TESTS; do echo "$t"; done
		cd "$top" && grep -lE \
			'(require|have)[[:space:]].*(m32|int80|ia32|x32)|m32_tracee' \
			$(find tests -name '*.test') | sed 's|.*/||; s|\.test$||'
	} | sort -u | paste -sd, -
}

# x86_info RUN: what the machine was: its kernel, command line, ABIs.
x86_info() {
	[ -f "$out/$1.results" ] || { echo "(no results: the machine did not run)"; return 0; }
	sed -n -e 's/^uname /kernel: /p' -e 's/^cmdline /kernel command line: /p' \
		-e 's/^abi /abi: /p' "$out/$1.results" | awk '!seen[$0]++'
}

# x86_expect RUN WANT...: the run's probes said each WANT ("int80 yes"),
# or the kernel is not the one meant and the run proves nothing.
x86_expect() {
	run=$1; shift
	for w in "$@"; do
		grep -q "^abi $w" "$out/$run.results" && continue
		say "$run: the kernel does not serve the ABIs meant: no \"$w\""
		status=1
	done
}

x86_machine() {
	need_packages qemu-system-x86 cpio gcc-multilib libc6-dev-x32
	x86_build
	x86_root
	kern=$(kernel amd64 '^linux-image-6\.12\.[0-9.]*\+deb12-amd64-unsigned$')
	kver=$(basename "$kern" | sed 's/^vmlinuz-//')
	# Debian builds x32 in but off (CONFIG_X86_X32_DISABLED): on with
	# syscall.x32=y.
	if grep -qx 'CONFIG_X86_X32_ABI=y' "${kern%/*}/config-$kver"; then
		x32=syscall.x32=y
		x32_note="x32: on (CONFIG_X86_X32_ABI=y, syscall.x32=y)"
	else
		x32=
		x32_note="x32: not tested: $kver has no CONFIG_X86_X32_ABI"
	fi
	say "$x32_note"
	# la57 off: 4-level page tables, as most x86_64 machines have.
	qemu="qemu-system-x86_64 -M q35 -cpu max,la57=off"
	append="console=ttyS0 rdinit=/init panic=-1 quiet loglevel=3"
	# With ia32: the tests that meet the 32-bit ABIs (the rest of the
	# suite is the host's, whose kernel is the same kind of x86_64), or
	# the TESTs named, or VM_IA32_TESTS (NAME,...; all: the whole suite).
	ia32=ONLY=${VM_IA32_TESTS:-$(x86_32bit_tests)}
	[ "$ia32" = ONLY=all ] && ia32=
	[ $# -gt 0 ] && ia32=$*
	make_initrd x86-ia32 "TIMEOUT=$VM_TEST_TIMEOUT $ia32"
	# shellcheck disable=SC2086
	boot x86-ia32 "$kern" $qemu \
		-append "$append ia32_emulation=1 $x32" || status=1
	x86_expect x86-ia32 "x86_64 yes" "int80 yes" "i386 yes"
	[ -n "$x32" ] && x86_expect x86-ia32 "x32-nr yes" "x32 yes"
	# Without ia32: the tests named, else VM_NOIA32_TESTS (all: the whole
	# suite), else the 32-bit ones -- two whole runs take too long.
	# (ONLY= keeps the reasons of the tests left out under emulation.)
	noia32=ONLY=${VM_NOIA32_TESTS:-$(x86_32bit_tests)}
	[ "$noia32" = ONLY=all ] && noia32=
	[ $# -gt 0 ] && noia32=$*
	make_initrd x86-noia32 "TIMEOUT=$VM_TEST_TIMEOUT $noia32"
	# shellcheck disable=SC2086
	boot x86-noia32 "$kern" $qemu \
		-append "$append ia32_emulation=0" || status=1
	x86_expect x86-noia32 "x86_64 yes" "int80 no" "i386 no"
	{
		echo "== x86_64 with ia32 emulation on (Debian $kver kernel, qemu-system-x86_64, TCG)"
		[ -n "$ia32" ] && [ $# = 0 ] &&
			echo "(the tests that meet 32-bit ABIs only; VM_IA32_TESTS=all runs every one)"
		x86_info x86-ia32
		echo "$x32_note"
		results x86-ia32 x86-ia32
		echo "== x86_64 with ia32_emulation=0: the 32-bit tests skip"
		[ -n "$noia32" ] && [ $# = 0 ] &&
			echo "(the tests that meet 32-bit ABIs only; VM_NOIA32_TESTS=all runs every one)"
		x86_info x86-noia32
		results x86-noia32 x86-noia32
	} >> "$out/results.txt"
	failures x86-ia32
	failures x86-noia32
}

mkdir -p "$out" "$cache"
: > "$out/times"
: > "$out/results.txt"
status=0
[ "$VM_ONLY" = x86 ] || arm64_machine "$@"
[ "$VM_ONLY" = arm64 ] || x86_machine "$@"

cat "$out/results.txt"
pass=$(grep -c ' PASS' "$out/results.txt" || true)
fail=$(grep -c ' FAIL\| ERROR' "$out/results.txt" || true)
skip=$(grep -c ' SKIP' "$out/results.txt" || true)
[ "$fail" = 0 ] || status=1
t_end=$(date +%s)
echo "vm-check: $pass passed, $fail failed, $skip skipped in $((t_end - t_start)) s" \
	"(VM boots: $(tr '\n' ' ' < "$out/times"))"
exit $status
