# Sourced by the scripts that need huge pages (notes/huge-pages.test, the
# hugetlb kernel check): reserves free default-size huge pages through
# vm.nr_hugepages and gives the setting back afterwards.
#
#   hugepages_reserve N   at least N free huge pages of the default size;
#                         returns 1 with the reason in $hugepages_why
#   hugepages_release     puts vm.nr_hugepages back as it was
#
# The machine is shared: one lock (flock) serialises every user of this
# file, held from the reservation to the release, so that two of them
# never save and restore each other's values.
HP_SYSCTL=/proc/sys/vm/nr_hugepages
HP_LOCK=/tmp/abitrace-hugepages.lock
hp_saved=
hp_locked=

hp_free() {
	awk '$1 == "HugePages_Free:" { print $2 }' /proc/meminfo
}

hugepages_reserve() {
	hp_need=$1
	hugepages_why=
	if ! grep -q '^Hugepagesize:' /proc/meminfo 2>/dev/null; then
		hugepages_why="this kernel has no huge pages (no Hugepagesize in /proc/meminfo)"
		return 1
	fi
	if [ "$(id -u)" != 0 ] || ! command -v flock > /dev/null; then
		[ "$(hp_free)" -ge "$hp_need" ] && return 0
		hugepages_why="fewer than $hp_need free huge pages and no way to reserve them (needs root and flock)"
		return 1
	fi
	# fd 9: the lock, held until hugepages_release (root can always
	# open the file; a failed exec redirection would end the shell)
	exec 9>> "$HP_LOCK"
	if ! flock -w 600 9; then
		exec 9>&-
		hugepages_why="$HP_LOCK stayed locked for 10 minutes"
		return 1
	fi
	hp_locked=1
	hp_free_now=$(hp_free)
	if [ "$hp_free_now" -lt "$hp_need" ]; then
		hp_saved=$(cat "$HP_SYSCTL")
		echo $((hp_saved + hp_need - hp_free_now)) > "$HP_SYSCTL" 2> /dev/null
	fi
	if [ "$(hp_free)" -lt "$hp_need" ]; then
		hugepages_why="cannot reserve $hp_need huge pages of $(awk '$1 == "Hugepagesize:" { print $2 " " $3 }' /proc/meminfo): vm.nr_hugepages=$(cat "$HP_SYSCTL") leaves $(hp_free) free (memory too fragmented, or /proc/sys read-only)"
		hugepages_release
		return 1
	fi
	return 0
}

hugepages_release() {
	if [ -n "$hp_saved" ]; then
		echo "$hp_saved" > "$HP_SYSCTL" 2> /dev/null
		hp_saved=
	fi
	if [ -n "$hp_locked" ]; then
		exec 9>&-
		hp_locked=
	fi
}
