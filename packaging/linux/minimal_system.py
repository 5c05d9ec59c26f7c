"""A freshly made minimal Debian or Ubuntu system in a folder, for the tests that install there.

Shared by ``fresh_system.py`` (the .deb and the tarball) and ``readme_fresh.py`` (the README's
commands). :class:`Chroot` bootstraps a release with ``debootstrap --variant=minbase`` (or
unpacks one kept from an earlier run), mounts ``/proc``, ``/sys`` and ``/dev`` while in use,
runs scripts inside with ``chroot`` and always unmounts. :func:`carry_network` gives the
system this machine's own network settings and nothing else, as a user's machine has its own:
the resolver, the certificate authorities added locally and the bundle pip is told to use,
pip's configuration (with the local files and package folders it names) and apt's ``Acquire``
settings (proxy, date checks).

Needs root. Nothing here touches the machine's own packages.
"""

from __future__ import annotations

import configparser
import os
import re
import shutil
import subprocess
import tarfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Mapping

PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin:/usr/games"
#: Where a debootstrap without a script of its own for an Ubuntu release finds one that fits.
UBUNTU_SCRIPT = "gutsy"


class FreshSystemError(RuntimeError):
    """A step on the fresh system failed; the message names it and quotes its output."""


@dataclass(frozen=True)
class Release:
    """A release the tests can bootstrap: its distribution and the components a default
    installation enables (Ubuntu's desktop has universe on; several packages live there)."""

    suite: str
    distribution: str  # "debian" or "ubuntu"
    version: str

    @property
    def components(self) -> list[str]:
        """The archive components of a default installation."""
        return ["main"] if self.distribution == "debian" else ["main", "restricted", "universe", "multiverse"]

    def source_lines(self, mirror: str) -> str:
        """``sources.list`` of a freshly installed system of this release."""
        pockets = ["", "-updates"] if self.distribution == "debian" else ["", "-updates", "-security"]
        return "".join(f"deb {mirror} {self.suite}{p} {' '.join(self.components)}\n" for p in pockets)


RELEASES = {r.suite: r for r in (Release("bookworm", "debian", "12"), Release("trixie", "debian", "13"),
                                 Release("noble", "ubuntu", "24.04"))}


def host_release(etc: Path = Path("/etc")) -> str:
    """The code name of this machine's release (``bookworm``, ``noble``)."""
    for line in (etc / "os-release").read_text(encoding="utf-8").splitlines():
        if line.startswith("VERSION_CODENAME="):
            return line.split("=", 1)[1].strip().strip('"')
    raise FreshSystemError("/etc/os-release names no release code name")


def _sources(etc: Path) -> list[tuple[str, list[str], list[str]]]:
    """Every ``deb`` source apt is configured with here: (URI, suites, components)."""
    files = [etc / "apt" / "sources.list", *sorted((etc / "apt" / "sources.list.d").glob("*"))]
    found = []
    for path in files:
        if not path.is_file():
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        if path.suffix == ".sources":
            for stanza in re.split(r"\n\s*\n", text):
                fields = dict(re.findall(r"^(\w[\w-]*):\s*(.*)$", stanza, re.M))
                if "URIs" in fields and "deb" in fields.get("Types", "deb").split():
                    found.append((fields["URIs"].split()[0], fields.get("Suites", "").split(),
                                  fields.get("Components", "main").split()))
        elif path.suffix == ".list":
            for line in text.splitlines():
                m = re.match(r"\s*deb\s+(?:\[[^\]]*\]\s+)?(\S+)\s+(\S+)\s+(.*)$", line)
                if m:
                    found.append((m.group(1), [m.group(2)], m.group(3).split()))
    return found


def configured_source(suite: str, etc: Path = Path("/etc")) -> tuple[str, list[str]]:
    """The mirror and components apt uses for ``suite`` here (one-line or deb822 sources)."""
    for uri, suites, components in _sources(etc):
        if suite in suites:
            return uri, components
    raise FreshSystemError(f"no apt source for {suite} is configured on this machine")


def release_mirror(release: Release, etc: Path = Path("/etc")) -> str:
    """The mirror to bootstrap ``release`` from: the one apt is configured with for it here, or
    else the one configured for another release of the same distribution (the mirror of this
    Debian machine serves Debian's other releases too)."""
    try:
        return configured_source(release.suite, etc)[0]
    except FreshSystemError:
        pass
    others = [r.suite for r in RELEASES.values() if r.distribution == release.distribution]
    for uri, suites, _components in _sources(etc):
        if any(s.split("-")[0] in others for s in suites) and not any(s.endswith("-security") for s in suites):
            return uri
    raise FreshSystemError(f"no mirror of {release.distribution} is configured on this machine: "
                           f"name one with --mirror {release.suite}=URL")


class Chroot:
    """A minimal Debian or Ubuntu system in a folder, with /proc, /sys and /dev mounted while in use."""

    def __init__(self, root: Path, suite: str, mirror: str, components: list[str], log: Callable[[str], None],
                 keyring: Path | None = None, script: str | None = None) -> None:
        self.root = root
        self.suite = suite
        self.mirror = mirror
        self.components = components
        self.log = log
        self.keyring = keyring
        self.script = script
        self.mounted: list[Path] = []

    def run_host(self, cmd: list[str], timeout: float = 1800) -> str:
        """Run a command on this machine; return its output, or raise with it."""
        self.log("+ " + " ".join(cmd))
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        if proc.returncode != 0:
            raise FreshSystemError(f"{' '.join(cmd)} failed ({proc.returncode}):\n{proc.stdout[-3000:]}"
                                   f"\n{proc.stderr[-3000:]}")
        return proc.stdout

    def run(self, script: str, timeout: float = 1800, env: Mapping[str, str] | None = None,
            check: bool = True) -> subprocess.CompletedProcess:
        """Run a shell script inside the system (output and errors together in ``stdout``);
        with ``check``, raise with its output if it fails."""
        full_env = {"PATH": PATH, "HOME": "/root", "LANG": "C.UTF-8", "DEBIAN_FRONTEND": "noninteractive",
                    **(env or {})}
        self.log(f"(chroot) {script}")
        proc = subprocess.run(["chroot", str(self.root), "/bin/sh", "-ec", script], stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True, timeout=timeout, env=full_env)
        if check and proc.returncode != 0:
            raise FreshSystemError(f"in the fresh system, `{script}` failed ({proc.returncode}):\n"
                                   f"{proc.stdout[-4000:]}")
        return proc

    def output(self, script: str, timeout: float = 1800, env: Mapping[str, str] | None = None) -> str:
        """The output of a script that must succeed inside the system."""
        return self.run(script, timeout, env).stdout

    def create(self, cache: Path | None) -> None:
        """debootstrap the system, or unpack the one a previous run left in ``cache``."""
        if self.root.exists():
            self.remove()
        self.root.mkdir(parents=True)
        if cache is not None and cache.is_file():
            self.log(f"unpacking the minimal system kept in {cache}")
            with tarfile.open(cache) as tar:
                tar.extractall(self.root, filter="fully_trusted")
            return
        cmd = ["debootstrap", "--variant=minbase", "--components=" + ",".join(self.components)]
        if self.keyring is not None:
            cmd.append(f"--keyring={self.keyring}")
        cmd += [self.suite, str(self.root), self.mirror] + ([self.script] if self.script else [])
        self.run_host(cmd, timeout=3600)
        if cache is not None:
            cache.parent.mkdir(parents=True, exist_ok=True)
            with tarfile.open(cache.with_suffix(".part"), "w:gz", compresslevel=1) as tar:
                tar.add(self.root, arcname=".")
            cache.with_suffix(".part").rename(cache)

    def mount(self) -> None:
        """Mount /proc, /sys, /dev and /dev/pts inside."""
        for name, args in (("proc", ["-t", "proc", "proc"]), ("sys", ["-t", "sysfs", "sysfs"]),
                           ("dev", ["--bind", "/dev"]), ("dev/pts", ["--bind", "/dev/pts"])):
            target = self.root / name
            target.mkdir(parents=True, exist_ok=True)
            self.run_host(["mount", *args, str(target)])
            self.mounted.append(target)

    def bind(self, source: Path, inside: str, read_only: bool = True) -> None:
        """Make the folder ``source`` of this machine visible at ``inside`` (read-only by default)."""
        target = self.root / inside.lstrip("/")
        target.mkdir(parents=True, exist_ok=True)
        self.run_host(["mount", "--bind", str(source), str(target)])
        self.mounted.append(target)
        if read_only:
            self.run_host(["mount", "-o", "remount,bind,ro", str(target)])

    def write_sources(self, text: str) -> None:
        """Replace the system's apt sources."""
        (self.root / "etc" / "apt" / "sources.list").write_text(text, encoding="utf-8")

    def unmount(self) -> None:
        """Unmount everything mounted under the root, newest first (lazily if busy)."""
        problems = []
        for target in reversed(self.mounted):
            if subprocess.run(["umount", str(target)], capture_output=True).returncode != 0:
                if subprocess.run(["umount", "-l", str(target)], capture_output=True).returncode != 0:
                    problems.append(str(target))
        self.mounted.clear()
        if problems:
            raise FreshSystemError("could not unmount " + ", ".join(problems))

    def remove(self) -> None:
        """Delete the folder, but only when nothing is mounted below it any more."""
        mounts = Path("/proc/mounts").read_text(encoding="utf-8").split("\n")
        inside = [line for line in mounts if f" {self.root.resolve()}/" in line + "/"]
        if inside:
            raise FreshSystemError(f"refusing to delete {self.root}: still mounted: {inside[0]}")
        shutil.rmtree(self.root)


# -- this machine's network settings -----------------------------------------------------------------
#: Environment variables that carry network settings (pip's own ``PIP_*`` come along too).
NETWORK_ENV = ("SSL_CERT_FILE", "SSL_CERT_DIR", "REQUESTS_CA_BUNDLE", "CURL_CA_BUNDLE", "http_proxy", "https_proxy",
               "no_proxy", "HTTP_PROXY", "HTTPS_PROXY", "NO_PROXY")
#: pip settings that name a local file, and those that name local package folders or indexes.
PIP_FILES = ("cert", "client-cert", "constraint")
PIP_FOLDERS = ("find-links", "index-url", "extra-index-url")
#: apt settings that say how to reach the mirrors (proxies, certificates, date checks, retries).
APT_NETWORK = re.compile(r"^Acquire::(?:(?:http|https|ftp)(?:::|\s)|Check-Valid-Until\s|Check-Date\s|Retries\s)")


@dataclass
class NetworkSettings:
    """What :func:`find_network_settings` found on this machine to carry into a fresh system."""

    files: dict[Path, str]  # file here -> its path inside
    folders: list[Path]  # local package folders pip is told to read, bound read-only
    env: dict[str, str]
    apt: str  # apt.conf lines


def pip_config_files(environ: Mapping[str, str], home: Path) -> list[tuple[Path, str]]:
    """pip's configuration files here (site-wide and the user's) with their path inside (the
    user's go to root's home there)."""
    dirs = environ.get("XDG_CONFIG_DIRS", "/etc/xdg").split(":")
    found = [(Path(d) / "pip" / "pip.conf", str(Path(d) / "pip" / "pip.conf")) for d in dirs if d]
    found.append((Path("/etc/pip.conf"), "/etc/pip.conf"))
    found += [(home / ".config" / "pip" / "pip.conf", "/root/.config/pip/pip.conf"),
              (home / ".pip" / "pip.conf", "/root/.pip/pip.conf")]
    if environ.get("PIP_CONFIG_FILE") and environ["PIP_CONFIG_FILE"] != os.devnull:
        found.append((Path(environ["PIP_CONFIG_FILE"]), environ["PIP_CONFIG_FILE"]))
    return [(p, inside) for p, inside in found if p.is_file()]


def _local_paths(value: str) -> list[Path]:
    paths = []
    for word in value.split():
        word = word.removeprefix("file://")
        if word.startswith("/"):
            paths.append(Path(word))
    return paths


def find_network_settings(environ: Mapping[str, str] = os.environ, home: Path | None = None,
                          apt_dump: str | None = None) -> NetworkSettings:
    """This machine's network settings: the resolver, locally added certificate authorities, the
    bundles named for pip and TLS, pip's configuration and the local files and folders it names,
    the network variables of the environment and apt's ``Acquire`` network settings."""
    home = home if home is not None else Path(environ.get("HOME", "/root"))
    files: dict[Path, str] = {}
    folders: list[Path] = []
    for path in (Path("/etc/resolv.conf"), *sorted(Path("/usr/local/share/ca-certificates").glob("**/*.crt"))):
        if path.is_file():
            files[path] = str(path)
    env = {k: v for k, v in environ.items() if k.startswith("PIP_") or k in NETWORK_ENV}
    values: list[tuple[str, str]] = [(k.removeprefix("PIP_").lower().replace("_", "-"), v) for k, v in env.items()]
    for path, inside in pip_config_files(environ, home):
        files[path] = inside
        parser = configparser.ConfigParser(interpolation=None)
        try:
            parser.read(path, encoding="utf-8")
        except configparser.Error:
            continue
        values += [(key, value) for section in parser.sections() for key, value in parser.items(section)]
    for key in ("SSL_CERT_FILE", "REQUESTS_CA_BUNDLE", "CURL_CA_BUNDLE"):
        values += [("cert", env[key])] if key in env else []
    for key, value in values:
        for path in _local_paths(value):
            if key in PIP_FILES and path.is_file():
                files[path] = str(path)
            elif key in PIP_FOLDERS and path.is_dir():
                # A local index ``…/simple`` links to its files beside it: the whole index goes.
                folder = path.parent if key.endswith("index-url") and path.name == "simple" else path
                if folder not in folders:
                    folders.append(folder)
    if apt_dump is None:
        try:
            apt_dump = subprocess.run(["apt-config", "dump"], capture_output=True, text=True, timeout=60).stdout
        except (OSError, subprocess.TimeoutExpired):
            apt_dump = ""
    apt = "".join(line + "\n" for line in apt_dump.splitlines() if APT_NETWORK.match(line))
    return NetworkSettings(files, folders, env, apt)


def carry_network(box: Chroot, settings: NetworkSettings) -> dict[str, str]:
    """Give the fresh system this machine's network settings; returns the environment variables
    its commands are to run with. A bundle lands where the system keeps its own only until the
    system's ``ca-certificates`` writes that file again, with the local authorities carried."""
    for source, inside in settings.files.items():
        target = box.root / inside.lstrip("/")
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
    for folder in settings.folders:
        box.bind(folder, str(folder))
    if settings.apt:
        (box.root / "etc" / "apt" / "apt.conf.d" / "90network-of-this-machine").write_text(
            settings.apt, encoding="utf-8")
    return dict(settings.env)


def fetch_keyring(package: str, keyring: str, work: Path, mirror: str, suite: str, log: Callable[[str], None]) -> Path:
    """A keyring file of a Debian package of ``suite`` (say Ubuntu's archive keys, which Debian 13
    packages), downloaded with this machine's apt, which checks it against Debian's keys, into
    ``work`` without touching the machine's own apt state."""
    lists, cache = work / "lists", work / "cache"
    for folder in (lists / "partial", cache / "archives" / "partial"):
        folder.mkdir(parents=True, exist_ok=True)
    (work / "sources.list").write_text(f"deb {mirror} {suite} main\n", encoding="utf-8")
    options = [f"-oDir::Etc::SourceList={work / 'sources.list'}", "-oDir::Etc::SourceParts=/nonexistent",
               f"-oDir::State::Lists={lists}", f"-oDir::Cache={cache}", "-oDebug::NoLocking=1",
               "-oAPT::Sandbox::User=root"]
    for cmd in (["apt-get", *options, "-qq", "update"], ["apt-get", *options, "-qq", "download", package]):
        log("+ " + " ".join(cmd))
        proc = subprocess.run(cmd, capture_output=True, text=True, cwd=work, timeout=600)
        if proc.returncode != 0:
            raise FreshSystemError(f"{' '.join(cmd)} failed:\n{proc.stdout[-2000:]}\n{proc.stderr[-2000:]}")
    debs = sorted(work.glob(f"{package}_*.deb"))
    if not debs:
        raise FreshSystemError(f"apt-get download {package} wrote no package")
    subprocess.run(["dpkg-deb", "-x", str(debs[-1]), str(work / "unpacked")], check=True, timeout=120)
    found = work / "unpacked" / "usr" / "share" / "keyrings" / keyring
    if not found.is_file():
        raise FreshSystemError(f"{debs[-1].name} has no {keyring}")
    return found
