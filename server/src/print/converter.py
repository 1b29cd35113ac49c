"""
The PDF converter worker (server/src/print/converter.ts drives it).

Starts one headless LibreOffice (soffice.bin) listening on a named pipe, connects to it through
UNO, then answers requests read line by line on stdin, one JSON object per line:

    {"id": "1", "input": "/tmp/x/in.docx", "output": "/tmp/x/out.pdf"}
 -> {"id": "1", "ok": true, "ms": 123}
 or {"id": "1", "ok": false, "error": "...", "unreadable": true}   (unreadable: LibreOffice could not open it)

The first line written is {"ready": true, "pid": <soffice pid>} once LibreOffice answers. Nothing
else is written to stdout. LibreOffice dies with this process (PR_SET_PDEATHSIG); this process
ends when stdin closes or when LibreOffice goes away (the Node side then starts a new one).
Documents are opened hidden, read-only, with macros never run and links never updated.
converter.ts runs this worker in the sandbox (sandbox.ts) and cleans each document first (prepass.ts).
"""

import ctypes
import json
import os
import signal
import subprocess
import sys
import time

import uno  # noqa: F401  (python3-uno: sets up the bridge)
from com.sun.star.beans import PropertyValue

WRITER = "writer_pdf_Export"
CALC = "calc_pdf_Export"
IMPRESS = "impress_pdf_Export"
FILTERS = {
    "doc": WRITER, "docx": WRITER, "odt": WRITER, "rtf": WRITER, "txt": WRITER, "wps": WRITER, "dotx": WRITER,
    "docm": WRITER, "dotm": WRITER,
    "xls": CALC, "xlsx": CALC, "ods": CALC, "csv": CALC,
    "ppt": IMPRESS, "pptx": IMPRESS, "odp": IMPRESS,
}


def out(obj):
    sys.stdout.write(json.dumps(obj, ensure_ascii=False) + "\n")
    sys.stdout.flush()


def prop(name, value):
    p = PropertyValue()
    p.Name = name
    p.Value = value
    return p


def die_with_parent():
    # soffice.bin is killed when this worker dies, however it dies
    libc = ctypes.CDLL("libc.so.6", use_errno=True)
    libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG


def start_office(soffice, profile, pipe):
    args = [
        soffice,
        "--headless", "--invisible", "--nologo", "--norestore", "--nodefault", "--nolockcheck",
        "--nofirststartwizard",
        "-env:UserInstallation=" + uno.systemPathToFileUrl(profile),
        "--accept=pipe,name=%s;urp;StarOffice.ComponentContext" % pipe,
    ]
    return subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=sys.stderr,
                            preexec_fn=die_with_parent)


def connect(proc, pipe, timeout):
    local = uno.getComponentContext()
    resolver = local.ServiceManager.createInstanceWithContext("com.sun.star.bridge.UnoUrlResolver", local)
    deadline = time.time() + timeout
    while True:
        if proc.poll() is not None:
            raise RuntimeError("LibreOffice exited with code %s while starting" % proc.returncode)
        try:
            ctx = resolver.resolve("uno:pipe,name=%s;urp;StarOffice.ComponentContext" % pipe)
            return ctx.ServiceManager.createInstanceWithContext("com.sun.star.frame.Desktop", ctx)
        except Exception:  # NoConnectException until soffice listens
            if time.time() > deadline:
                raise RuntimeError("LibreOffice did not answer within %ss" % timeout)
            time.sleep(0.05)


class Unreadable(Exception):
    """The document itself cannot be opened or is not of the kind its extension says."""


def convert(desktop, source, target):
    ext = source.rsplit(".", 1)[-1].lower() if "." in source else ""
    export = FILTERS.get(ext)
    if not export:
        raise ValueError("cannot convert .%s files" % ext)
    load = [
        prop("Hidden", True),
        prop("ReadOnly", True),
        prop("MacroExecutionMode", 0),  # NEVER_EXECUTE
        prop("UpdateDocMode", 0),  # NO_UPDATE: linked content is not fetched again
    ]
    if ext == "txt":
        load.append(prop("FilterName", "Text (encoded)"))
        load.append(prop("FilterOptions", "UTF8,LF,,,"))
    try:
        doc = desktop.loadComponentFromURL(uno.systemPathToFileUrl(source), "_blank", 0, tuple(load))
    except Exception as err:
        if "IllegalArgumentException" in type(err).__name__ or "IOException" in type(err).__name__:
            raise Unreadable("LibreOffice could not open the document: %s" % err)
        raise
    if doc is None:
        raise Unreadable("LibreOffice could not open the document")
    try:
        if export == WRITER and not doc.supportsService("com.sun.star.text.GenericTextDocument"):
            raise Unreadable("not a text document")
        doc.storeToURL(uno.systemPathToFileUrl(target), (prop("FilterName", export),))
    finally:
        try:
            doc.close(True)
        except Exception:
            doc.dispose()


def main():
    soffice, profile, pipe = sys.argv[1], sys.argv[2], sys.argv[3]
    start_timeout = float(sys.argv[4]) if len(sys.argv) > 4 else 60
    proc = start_office(soffice, profile, pipe)
    try:
        try:
            desktop = connect(proc, pipe, start_timeout)
        except RuntimeError:
            # 81: a new profile was written and soffice.bin asks to be started again (oosplash would do it)
            if proc.returncode != 81:
                raise
            proc = start_office(soffice, profile, pipe)
            desktop = connect(proc, pipe, start_timeout)
    except Exception as err:
        sys.stderr.write("converter: %s\n" % err)
        proc.kill()
        sys.exit(2)
    out({"ready": True, "pid": proc.pid})
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        req = json.loads(line)
        started = time.time()
        try:
            convert(desktop, req["input"], req["output"])
            out({"id": req["id"], "ok": True, "ms": int((time.time() - started) * 1000)})
        except Exception as err:
            out({"id": req["id"], "ok": False, "error": "%s: %s" % (type(err).__name__, err),
                 "unreadable": isinstance(err, Unreadable)})
            # UNO's exceptions are named with their module (com.sun.star.lang.DisposedException)
            if proc.poll() is not None or type(err).__name__.endswith("DisposedException"):
                # the office is gone or broken: end, the Node side starts a fresh pair
                break
    proc.kill()
    proc.wait()


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        pass
    except BrokenPipeError:
        os._exit(0)
