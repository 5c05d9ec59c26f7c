# Build tarotdesk for Windows: the one-folder app with PyInstaller, then the installer with
# Inno Setup. Run in PowerShell from the repository root on a Windows machine:
#   py -3.11 -m venv .venv; .venv\Scripts\pip install . pyinstaller
#   powershell -ExecutionPolicy Bypass -File packaging\windows\build.ps1
# Needs Inno Setup 6 (iscc.exe on PATH or in its default folder).
#
# Signing (optional): set TAROTDESK_SIGN_CERT to a code-signing certificate (.pfx) and
# TAROTDESK_SIGN_PASSWORD to its password; signtool.exe (Windows SDK) then signs tarotdesk.exe,
# the installer and its uninstaller, with an RFC 3161 time stamp from TAROTDESK_TIMESTAMP_URL
# (default http://timestamp.digicert.com). Without them the build is unsigned.
#
# Every program this script runs is checked: $ErrorActionPreference = "Stop" does not stop on
# a native program's exit status, so Invoke-Native throws on any status but 0.
$ErrorActionPreference = "Stop"
Set-StrictMode -Version Latest

function Invoke-Native {
    param([Parameter(Mandatory = $true)][string]$Program, [string[]]$Arguments = @())
    & $Program @Arguments
    if ($LASTEXITCODE -ne 0) {
        throw "$Program $($Arguments -join ' ') failed with exit status $LASTEXITCODE"
    }
}

$root = Resolve-Path "$PSScriptRoot\..\.."
Set-Location $root
$python = "$root\.venv\Scripts\python.exe"
if (-not (Test-Path $python)) { throw "no virtual environment: $python is missing (see the comment at the top)" }
$version = (& $python -c "import tomllib;print(tomllib.load(open('pyproject.toml','rb'))['project']['version'])")
if ($LASTEXITCODE -ne 0 -or -not $version) { throw "could not read the version from pyproject.toml" }
$version = $version.Trim()

# Compiled translations travel with the app.
Get-ChildItem translations\*.ts | ForEach-Object {
    Invoke-Native "$root\.venv\Scripts\pyside6-lrelease.exe" @("-silent", $_.FullName, "-qm", ($_.FullName -replace '\.ts$', '.qm'))
}
# The .ico is made from the SVG icon by Qt itself.
Invoke-Native $python @("packaging\windows\make_icon.py", "packaging\windows\tarotdesk.ico")
Invoke-Native $python @("-m", "PyInstaller", "--noconfirm", "--clean", "--distpath", "build\windows\dist",
    "--workpath", "build\windows\pyi", "packaging\tarotdesk.spec")
$app = "$root\build\windows\dist\tarotdesk"
if (-not (Test-Path "$app\tarotdesk.exe")) { throw "PyInstaller did not write $app\tarotdesk.exe" }

# The frozen program must start before it is packed.
Invoke-Native "$app\tarotdesk.exe" @("--version")

$signArgs = @()
if ($env:TAROTDESK_SIGN_CERT) {
    if (-not (Test-Path $env:TAROTDESK_SIGN_CERT)) { throw "TAROTDESK_SIGN_CERT names no file: $env:TAROTDESK_SIGN_CERT" }
    $signtool = (Get-Command signtool.exe -ErrorAction SilentlyContinue)
    if (-not $signtool) {
        $signtool = Get-ChildItem "${env:ProgramFiles(x86)}\Windows Kits\10\bin\*\x64\signtool.exe" |
            Sort-Object FullName | Select-Object -Last 1
    }
    if (-not $signtool) { throw "signing was asked for (TAROTDESK_SIGN_CERT) but signtool.exe was not found" }
    $signtoolPath = if ($signtool.Source) { $signtool.Source } else { $signtool.FullName }
    $stamp = if ($env:TAROTDESK_TIMESTAMP_URL) { $env:TAROTDESK_TIMESTAMP_URL } else { "http://timestamp.digicert.com" }
    $signArgs = @("sign", "/f", $env:TAROTDESK_SIGN_CERT, "/p", $env:TAROTDESK_SIGN_PASSWORD, "/fd", "SHA256",
        "/tr", $stamp, "/td", "SHA256")
    Invoke-Native $signtoolPath ($signArgs + @("$app\tarotdesk.exe"))
}

$iscc = (Get-Command iscc.exe -ErrorAction SilentlyContinue)
$isccPath = if ($iscc) { $iscc.Source } else { "${env:ProgramFiles(x86)}\Inno Setup 6\ISCC.exe" }
if (-not (Test-Path $isccPath)) { throw "Inno Setup 6 (ISCC.exe) was not found" }
$isccArgs = @("/DAppVersion=$version", "/DSourceDir=$app", "/O$root\dist")
if ($signArgs) {
    # Inno Setup signs the installer and the uninstaller it writes through this named tool.
    $quoted = ($signArgs | ForEach-Object { if ($_ -match '\s') { "`"$_`"" } else { $_ } }) -join ' '
    $isccArgs += @("/DSign=1", "/Starotdesksign=`"$signtoolPath`" $quoted `$f")
}
Invoke-Native $isccPath ($isccArgs + @("packaging\windows\tarotdesk.iss"))
$setup = "$root\dist\tarotdesk-$version-setup.exe"
if (-not (Test-Path $setup)) { throw "Inno Setup did not write $setup" }
Write-Host "installer: $setup"
