"""The tools the scripts and the tests use beyond the Swift toolchain, and how they get them.

One list: `scripts/setup` installs all of it, `scripts/test` the part the tests use and
`scripts/contract-test` the part it uses, through the functions below, so `.ci/run` and a
person running `scripts/test` on a fresh machine get the same tools the same way.

Debian packages are installed with apt-get when running as root (or through `sudo -n`); an
ordinary user without sudo gets the one command to run instead. Python packages live in one
virtual environment of the project's own under the cache folder ($XDG_CACHE_HOME or ~/.cache,
else .build/), made and filled on first use, so nothing is installed into the system Python.
"""

import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# Debian package -> what needs it.
DEBIAN_PACKAGES = {
    "libsqlite3-dev": "the SQLite module (Packages/Core, CSQLite) links libsqlite3",
    "pkg-config": "SwiftPM finds libsqlite3 through pkg-config",
    "tmux": "end-to-end tests drive `conf` and `conf app` on a real terminal",
    "zsh": "an end-to-end test checks `conf completion zsh` with zsh -n",
    "fish": "an end-to-end test checks `conf completion fish` with fish -n",
}

# Python requirement -> what needs it. Versions are pinned so every machine runs the same.
TEST_REQUIREMENTS = {
    "icalendar==7.3.2": "an end-to-end test reads `conf schedule --ics` back with it",
}
CONTRACT_REQUIREMENTS = {
    "schemathesis==4.32.5": "scripts/contract-test checks conf-server against docs/openapi.yaml",
}

MISSING_TOOL = 69  # EX_UNAVAILABLE, as the scripts use for a missing tool


class ToolError(Exception):
    """A tool could not be provided; the message says what to run."""


def cache_folder():
    """Where the virtual environment lives: $XDG_CACHE_HOME/conf, ~/.cache/conf, or .build/."""
    base = os.environ.get("XDG_CACHE_HOME") or (
        os.path.join(os.environ["HOME"], ".cache") if os.environ.get("HOME") else None)
    return os.path.join(base, "conf") if base else os.path.join(ROOT, ".build")


def venv_folder():
    """The project's virtual environment for Python tools."""
    return os.path.join(cache_folder(), "tools-venv")


def missing_debian_packages(names):
    """The packages of `names` that dpkg does not list as installed."""
    missing = []
    for name in names:
        status = subprocess.run(
            ["dpkg-query", "-W", "-f=${Status}", name], capture_output=True, text=True)
        if status.returncode != 0 or "install ok installed" not in status.stdout:
            missing.append(name)
    return missing


def install_command(names):
    """The one command a person runs to install `names`."""
    return "sudo apt-get install -y --no-install-recommends " + " ".join(names)


def ensure_debian_packages(names=tuple(DEBIAN_PACKAGES), log=print):
    """Installs the Debian packages of `names` that are missing.

    Raises ToolError naming the command to run when they cannot be installed here (no root, no
    password-less sudo, or apt-get failed).
    """
    if shutil.which("dpkg-query") is None:
        missing = [name for name in names if name == "tmux" and shutil.which("tmux") is None]
        if missing:
            raise ToolError("tmux is missing and this is not a Debian system: install tmux.")
        return
    missing = missing_debian_packages(names)
    if not missing:
        return
    if os.geteuid() == 0:
        prefix = []
    elif shutil.which("sudo") and subprocess.run(
            ["sudo", "-n", "true"], capture_output=True).returncode == 0:
        prefix = ["sudo", "-n"]
    else:
        raise ToolError(
            f"missing Debian packages: {', '.join(missing)}. Run: {install_command(missing)}")
    log(f"installing {', '.join(missing)} with apt-get")
    environment = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    update = subprocess.run(prefix + ["apt-get", "update", "-qq"], env=environment)
    install = subprocess.run(
        prefix + ["apt-get", "install", "-y", "-qq", "--no-install-recommends"] + missing,
        env=environment) if update.returncode == 0 else update
    if install.returncode != 0:
        raise ToolError(
            f"apt-get could not install {', '.join(missing)}. Run: {install_command(missing)}")


def ensure_python_packages(requirements, log=print):
    """The Python interpreter of the project's virtual environment, with `requirements` in it.

    The environment is made on first use; a marker file lists what was installed, so a run
    that needs nothing new starts no pip. Raises ToolError with the command to run when the
    environment cannot be made or pip cannot install.
    """
    venv = venv_folder()
    python = os.path.join(venv, "bin", "python")
    marker = os.path.join(venv, "installed.txt")
    installed = set()
    if os.path.exists(python) and os.path.exists(marker):
        with open(marker, encoding="utf-8") as handle:
            installed = {line.strip() for line in handle if line.strip()}
    wanted = set(requirements)
    if wanted <= installed:
        return python
    if not os.path.exists(python):
        make_venv(venv, log)
        installed = set()
    missing = sorted(wanted - installed)
    log(f"installing {', '.join(missing)} into {venv}")
    pip = [python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
           "--no-input"] + missing
    if subprocess.run(pip).returncode != 0:
        raise ToolError(f"pip could not install {', '.join(missing)}. Run: {' '.join(pip)}")
    with open(marker, "w", encoding="utf-8") as handle:
        handle.write("".join(line + "\n" for line in sorted(installed | wanted)))
    return python


def make_venv(venv, log):
    """Makes a virtual environment at `venv`; a Debian python3 without venv gets python3-venv."""
    shutil.rmtree(venv, ignore_errors=True)
    os.makedirs(os.path.dirname(venv), exist_ok=True)
    command = [sys.executable, "-m", "venv", venv]
    if subprocess.run(command, capture_output=True).returncode == 0:
        return
    shutil.rmtree(venv, ignore_errors=True)
    # Debian splits ensurepip out of python3: the one package that is missing then.
    ensure_debian_packages(["python3-venv"], log=log)
    if subprocess.run(command, capture_output=True).returncode != 0:
        shutil.rmtree(venv, ignore_errors=True)
        raise ToolError(
            f"{sys.executable} cannot make a virtual environment. Run: "
            + install_command(["python3-venv"]))


def ensure_test_tools(log=print):
    """Everything `scripts/test` needs beyond swift; returns the environment the tests read.

    `CONF_TEST_PYTHON` is the interpreter that has the tests' Python packages.
    """
    ensure_debian_packages(log=log)
    python = ensure_python_packages(TEST_REQUIREMENTS, log=log)
    return {"CONF_TEST_PYTHON": python}


def require_swift():
    """Raises ToolError when the Swift toolchain is not on PATH."""
    if shutil.which("swift") is None:
        raise ToolError(
            "swift not found. Install the Swift 6.3 toolchain (swift.org) and put its "
            "usr/bin on PATH.")
