; Inno Setup script for the tarotdesk Windows installer.
; Called by build.ps1 with /DAppVersion=<version> /DSourceDir=<frozen app folder>.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef SourceDir
  #define SourceDir "..\..\build\windows\dist\tarotdesk"
#endif

[Setup]
AppId={{6B1E2C7A-3F0B-4E5D-9A5C-7D3B2E1F0A11}
AppName=tarotdesk
AppVersion={#AppVersion}
AppPublisher=The tarotdesk developers
DefaultDirName={autopf}\tarotdesk
DefaultGroupName=tarotdesk
OutputBaseFilename=tarotdesk-{#AppVersion}-setup
Compression=lzma2
SolidCompression=yes
ArchitecturesInstallIn64BitMode=x64compatible
WizardStyle=modern
SetupIconFile=tarotdesk.ico
UninstallDisplayIcon={app}\tarotdesk.exe
LicenseFile=..\..\LICENSE.txt
ChangesAssociations=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "japanese"; MessagesFile: "compiler:Languages\Japanese.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\tarotdesk"; Filename: "{app}\tarotdesk.exe"
Name: "{group}\{cm:UninstallProgram,tarotdesk}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\tarotdesk"; Filename: "{app}\tarotdesk.exe"; Tasks: desktopicon

[Registry]
Root: HKA; Subkey: "Software\Classes\.tarotdesk"; ValueType: string; ValueName: ""; ValueData: "tarotdesk.record"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\tarotdesk.record"; ValueType: string; ValueName: ""; ValueData: "tarotdesk game record"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\tarotdesk.record\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\tarotdesk.exe"" ""%1"""

[Run]
Filename: "{app}\tarotdesk.exe"; Description: "{cm:LaunchProgram,tarotdesk}"; Flags: nowait postinstall skipifsilent
