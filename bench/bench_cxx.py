"""Demangling speed on real C++ symbols, with its peers in the same run (issue 23).

    python bench/bench_cxx.py [--count 60000] [--rounds 5] [--profile N] [--style llvm]
    python bench/bench_cxx.py --filter [--rounds 3]

The set: the defined dynamic ``_Z`` symbols (``nm -D --defined-only``) of the
Debian C++ libraries installed (libLLVM, libclang-cpp, libstdc++, boost, ICU,
Qt where present), their version suffixes stripped, deduplicated, sorted, and
``--count`` of them drawn with a fixed seed; then only the names that every
tool reads (spirmangle, itanium_demangler, pydemumble).  It is written to
``bench/.cache/`` (not committed) and rebuilt when the libraries change.

Each round times every tool over the whole set, the tools taking turns (so that
a busy machine slows them alike); spirmangle starts each round with no
recorded parses (``forget_replays``).  The figures are the medians of the
rounds' names per CPU second (a busy machine's other jobs do not count) and
their ratios.  ``--profile N`` runs cProfile over the set
once and prints the N most expensive functions instead.

``--filter`` times the filter instead (``spirmangle demangle --style llvm`` on
stdin, in a fresh process from the current directory's package, and
llvm-cxxfilt-19), with each one's peak memory, over two texts: nm-style lines
of the set's names (every one distinct), and the LLVM IR clang-19 writes for
a C++ file using the standard library (``-O0 -g``: real IR, many symbols).
"""

from __future__ import annotations

import argparse
import glob
import hashlib
import os
import random
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from spirmangle import DemangleError, demangle  # noqa: E402
from spirmangle.demangler.parser import forget_replays  # noqa: E402

LIBRARIES = ["libLLVM.so.*", "libLLVM-*.so.1", "libclang-cpp.so.*", "libstdc++.so.6",
             "libboost_*.so.*", "libicuuc.so.*", "libicui18n.so.*", "libQt*Core.so.*",
             "libQt*Gui.so.*", "libQt*Widgets.so.*"]
CACHE = ROOT / "bench" / ".cache"


def libraries() -> list[str]:
    found: dict[str, str] = {}
    for pattern in LIBRARIES:
        for path in sorted(glob.glob("/usr/lib/x86_64-linux-gnu/" + pattern)):
            real = os.path.realpath(path)
            found.setdefault(real, path)
    return sorted(found)


def symbols(paths: list[str]) -> list[str]:
    names: set[str] = set()
    for path in paths:
        out = subprocess.run(["nm", "-D", "--defined-only", path], capture_output=True,
                             text=True, check=False).stdout
        for line in out.splitlines():
            word = line.rsplit(" ", 1)[-1].split("@", 1)[0]
            if word.startswith("_Z"):
                names.add(word)
    return sorted(names)


def ours(style: str) -> Callable[[str], str]:
    def run(name: str) -> str:
        return demangle(name).format(style)
    return run


def peers() -> dict[str, Callable[[str], object]]:
    found: dict[str, Callable[[str], object]] = {}
    try:
        import itanium_demangler

        def itanium(name: str) -> object:
            node = itanium_demangler.parse(name)
            return None if node is None else str(node)

        found["itanium_demangler"] = itanium
    except ImportError:
        print("(itanium_demangler is not installed)")
    try:
        import pydemumble

        found["pydemumble"] = pydemumble.demangle
    except ImportError:
        print("(pydemumble is not installed)")
    return found


def reads(tool: Callable[[str], object], name: str) -> bool:
    try:
        out = tool(name)
    except (DemangleError, Exception):  # noqa: B014 - a peer's own errors too
        return False
    return bool(out) and out != name


def name_set(count: int, tools: dict[str, Callable[[str], object]]) -> list[str]:
    paths = libraries()
    key = hashlib.sha256(repr([(p, os.path.getsize(p)) for p in paths] + [count, sorted(tools)])
                         .encode()).hexdigest()[:16]
    cached = CACHE / ("cxx_names_%s.txt" % key)
    if cached.exists():
        return cached.read_text(encoding="utf-8").split()
    every = symbols(paths)
    drawn = sorted(random.Random(23).sample(every, min(count, len(every))))
    common = [n for n in drawn if all(reads(tool, n) for tool in tools.values())]
    CACHE.mkdir(parents=True, exist_ok=True)
    cached.write_text("\n".join(common) + "\n", encoding="utf-8")
    print("built the set: %d libraries, %d symbols, %d drawn, %d read by every tool"
          % (len(paths), len(every), len(drawn), len(common)))
    return common


IR_SOURCE = """\
#include <algorithm>
#include <functional>
#include <iostream>
#include <map>
#include <memory>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <unordered_map>
#include <vector>

template <class K, class V> struct Table {
  std::map<K, std::vector<V>> rows;
  void add(const K &k, V v) { rows[k].push_back(std::move(v)); }
  std::size_t count() const {
    std::size_t n = 0;
    for (auto &r : rows) n += r.second.size();
    return n;
  }
};

int main(int argc, char **argv) {
  Table<std::string, std::shared_ptr<std::set<int>>> t;
  std::unordered_map<std::string, std::function<int(int)>> fs;
  fs["sq"] = [](int x) { return x * x; };
  std::regex re("([a-z]+)([0-9]*)");
  std::ostringstream out;
  for (int i = 0; i < argc; ++i) {
    std::smatch m;
    std::string s(argv[i]);
    if (std::regex_match(s, m, re)) t.add(m[1], std::make_shared<std::set<int>>());
    out << fs["sq"](i) << ' ' << s.size();
  }
  std::vector<std::pair<std::string, double>> v{{"a", 1.0}, {"b", 2.0}};
  std::sort(v.begin(), v.end(), [](auto &a, auto &b) { return a.second > b.second; });
  std::cout << out.str() << t.count() << v.front().first << std::endl;
}
"""


def filter_texts(names: list[str], tmp: str) -> dict[str, bytes]:
    """The filter's inputs: nm-style lines of the names, and clang-19's IR."""
    rng = random.Random(23)
    texts = {"distinct C++ names (nm lines)": "".join(
        "%016x T %s\n" % (rng.getrandbits(48), name) for name in names).encode()}
    clang = shutil.which("clang++-19") or shutil.which("clang-19")
    if clang:
        source = os.path.join(tmp, "ir.cpp")
        Path(source).write_text(IR_SOURCE, encoding="utf-8")
        ir = os.path.join(tmp, "ir.ll")
        subprocess.run([clang, "-x", "c++", "-std=c++17", "-O0", "-g", "-S", "-emit-llvm",
                        source, "-o", ir], check=True)
        texts["clang-19 IR of a C++ file"] = Path(ir).read_bytes()
    return texts


def run_filter(argv: list[str], data: bytes, tmp: str) -> tuple[float, float, int]:
    """Wall seconds, CPU seconds and peak RSS (KiB) of one filter run over ``data``."""
    source = os.path.join(tmp, "input")
    Path(source).write_bytes(data)
    with open(source, "rb") as stdin:
        start = time.perf_counter()
        proc = subprocess.Popen(argv, stdin=stdin, stdout=subprocess.DEVNULL)
        _, status, usage = os.wait4(proc.pid, 0)
        seconds = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    return seconds, usage.ru_utime + usage.ru_stime, usage.ru_maxrss


def bench_filter(names: list[str], rounds: int) -> None:
    import tempfile

    tools = {"spirmangle": [sys.executable, "-m", "spirmangle", "demangle", "--style", "llvm"]}
    peer = shutil.which("llvm-cxxfilt-19")
    if peer:
        tools["llvm-cxxfilt-19"] = [peer]
    with tempfile.TemporaryDirectory() as tmp:
        for label, data in filter_texts(names, tmp).items():
            walls: dict[str, list[float]] = {tool: [] for tool in tools}
            cpus: dict[str, list[float]] = {tool: [] for tool in tools}
            peaks: dict[str, int] = {tool: 0 for tool in tools}
            for _ in range(rounds):
                for tool, argv in tools.items():
                    seconds, cpu, rss = run_filter(argv, data, tmp)
                    walls[tool].append(seconds)
                    cpus[tool].append(cpu)
                    peaks[tool] = max(peaks[tool], rss)
            print("filter over %s, %.1f MB, median of %d interleaved rounds, load %.2f"
                  % (label, len(data) / 1e6, rounds, os.getloadavg()[0]))
            mine = statistics.median(walls["spirmangle"])
            mine_cpu = statistics.median(cpus["spirmangle"])
            for tool in tools:
                wall = statistics.median(walls[tool])
                cpu = statistics.median(cpus[tool])
                print("  %-16s %6.2f s wall (%5.1f MB/s)  %6.2f s CPU  peak %4.0f MB   "
                      "spirmangle / it: %.1fx wall, %.1fx CPU"
                      % (tool, wall, len(data) / 1e6 / wall, cpu, peaks[tool] / 1024,
                         mine / wall, mine_cpu / cpu))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=60000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--style", default="llvm")
    parser.add_argument("--profile", type=int, default=0, metavar="N")
    parser.add_argument("--filter", action="store_true", help="time the filter instead")
    args = parser.parse_args()
    tools: dict[str, Callable[[str], object]] = {"spirmangle": ours(args.style)}
    tools.update(peers())
    names = name_set(args.count, tools)
    if args.filter:
        bench_filter(names, args.rounds)
        return 0
    if args.profile:
        import cProfile
        import pstats

        forget_replays()
        profile = cProfile.Profile()
        profile.enable()
        for name in names:
            tools["spirmangle"](name)
        profile.disable()
        pstats.Stats(profile).sort_stats("tottime").print_stats(args.profile)
        return 0
    rates: dict[str, list[float]] = {label: [] for label in tools}
    for _ in range(args.rounds):
        for label, tool in tools.items():
            if label == "spirmangle":
                forget_replays()
            start = time.process_time()  # (CPU time: a busy machine's other jobs do not count)
            for name in names:
                tool(name)
            rates[label].append(len(names) / (time.process_time() - start))
    load = os.getloadavg()[0]
    print("%d real C++ names (%d libraries), median of %d interleaved rounds, load %.2f"
          % (len(names), len(libraries()), args.rounds, load))
    ours_rate = statistics.median(rates["spirmangle"])
    for label, values in rates.items():
        rate = statistics.median(values)
        print("  %-18s %8.0f names/s   spirmangle / it = %.2fx" % (label, rate, ours_rate / rate))
    return 0


if __name__ == "__main__":
    sys.exit(main())
