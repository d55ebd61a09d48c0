//! The command line in German: `--help` and clap's refusals of bad flags.
//!
//! The flags are declared once, with clap's derive, in English (`main.rs`): those words are
//! static, clap's own words (`Usage:`, `Options:`, `[default: …]`, `error: unexpected
//! argument`) too. For German, [`german_command`] takes the command the derive built and
//! replaces every text a player reads: the about, each flag's help, the headings, the usage
//! and the help and version flags and the `help` subcommand, which clap would add with
//! English words (they are replaced by German ones doing the same). [`german_error`] words
//! clap's refusals from their kind and context. The English command is left exactly as the
//! derive makes it.
//!
//! The language has to be known before the flags are parsed: [`lang_from_args`] looks for
//! `--lang` among the raw arguments, then asks the environment as
//! [`choose_lang`] does.

use std::ffi::OsString;

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Arg, ArgAction, Command};

use super::Lang;
use super::errors::seat_list_error;
use super::lang::choose_lang;
use crate::notation::SeatListError;

/// The language for the command line: `--lang de`, `--lang=de` (the last one given), else the
/// environment.
///
/// ```
/// use bauloewe::console::{Lang, flags::lang_from_args};
/// let args = ["bauloewe", "--lang", "de", "--help"].map(Into::into);
/// assert_eq!(lang_from_args(args, |_| None), Lang::De);
/// let args = ["bauloewe", "--lang=en"].map(Into::into);
/// assert_eq!(lang_from_args(args, |_| Some("de_DE.UTF-8".into())), Lang::En);
/// assert_eq!(lang_from_args(["bauloewe".into()], |_| Some("de_AT".into())), Lang::De);
/// ```
pub fn lang_from_args(
    args: impl IntoIterator<Item = OsString>,
    env: impl Fn(&str) -> Option<String>,
) -> Lang {
    let args: Vec<String> = args.into_iter().map(|arg| arg.to_string_lossy().into_owned()).collect();
    let mut flag = None;
    for (at, arg) in args.iter().enumerate() {
        if arg == "--" {
            break;
        }
        if let Some(value) = arg.strip_prefix("--lang=") {
            flag = Some(value.to_string());
        } else if arg == "--lang" {
            flag = args.get(at + 1).cloned();
        }
    }
    choose_lang(flag.as_deref(), env)
}

/// The German usage template: clap's own, with German headings.
const TEMPLATE: &str = "\
{before-help}{about-with-newline}
Aufruf: {usage}

{all-args}{after-help}";

/// The German words of each flag of the main command, by the id the derive gave it.
const MAIN_FLAGS: &[(&str, &str)] = &[
    (
        "seed",
        "Mische die Plättchen mit diesem Startwert (gleicher Startwert und gleiche Befehle geben das gleiche Spiel)",
    ),
    (
        "players",
        "Die Spieler in Sitzreihenfolge: NAME[:ART],... mit ART human (Mensch), tourist, broker oder \
         tycoon. Der erste Platz ist ein Mensch, die anderen sind Broker, wenn keine Art dasteht; 2 \
         bis 6 Plätze; mehrere Menschen spielen am selben Rechner. [Vorgabe: Ann,Bob,Cid,Dee]",
    ),
    ("position", "Beginne mit einer Positionsdatei (wie 'stellung' sie zeigt) statt mit einem neuen Spiel"),
    ("load", "Spiele das im Spielstand NAME gespeicherte Spiel weiter (siehe 'spielstände' im Spiel)"),
    ("save_dir", "Lege die Spielstände im Ordner ORDNER ab [Vorgabe: saves]"),
    (
        "script",
        "Lies die Befehle aus DATEI statt von der Tastatur: keine Pausen, jeder Befehl wird gezeigt. Ein \
         Kopf, den --record schreibt, sagt, wie das Spiel begann; Flags, die ihm widersprechen, werden \
         abgelehnt",
    ),
    (
        "record",
        "Schreib jede getippte Zeile in DATEI, mit einem Kopf, der sagt, wie das Spiel begann: ein Skript, \
         das --script DATEI nachspielt",
    ),
    (
        "color",
        "Färbe die Ketten: auto (im Terminal, außer NO_COLOR ist gesetzt oder TERM ist dumb), always \
         (immer) oder never (nie) [Vorgabe: auto]",
    ),
    ("quick", "Schnelles Spiel (Variante V1): das Ende darf ab einer Kette von 25 Hotels angesagt werden"),
    (
        "lang",
        "Die Sprache des Spiels: en (Englisch) oder de (Deutsch, auch mit deutschen Befehlswörtern). \
         [Vorgabe: Deutsch, wenn LC_ALL, LC_MESSAGES oder LANG (die erste, die gesetzt ist) mit de beginnt]",
    ),
];

/// The German names of the main command's values, by the flag's id.
const VALUE_NAMES: &[(&str, &str)] = &[
    ("players", "LISTE"),
    ("position", "DATEI"),
    ("save_dir", "ORDNER"),
    ("script", "DATEI"),
    ("record", "DATEI"),
    ("color", "WANN"),
    ("lang", "SPRACHE"),
];

/// The German words of each flag of `simulate`.
const SIMULATE_FLAGS: &[(&str, &str)] = &[
    (
        "games",
        "Wie viele Spiele gespielt werden (ein Turnier rundet auf ganze Runden auf: ein Spiel je Platz) \
         [Vorgabe: 100]",
    ),
    (
        "players",
        "Die Computerstufen in Sitzreihenfolge, etwa tycoon,broker,broker,broker; 'tycoon:N' setzt die \
         Probespiele dieses Tycoons je Entscheidung (tycoon:24000,tycoon:4800 vergleicht zwei Aufwände). \
         Nur Touristen: der Maßstab der Engine \
         [Vorgabe: tourist,tourist,tourist,tourist]",
    ),
    ("seed", "Der Startwert des ersten Spiels [Vorgabe: 1]"),
    ("threads", "Arbeits-Threads [Vorgabe: die Zahl der Prozessoren]"),
    (
        "time_decisions",
        "Statt eines Turniers: miss die Entscheidungen des ersten Platzes (Median, 90. Perzentil)",
    ),
    ("time_hints", "Statt eines Turniers: miss einen Tipp bei jeder Entscheidung des ersten Platzes"),
];

/// The German end of `--help`: the exit codes.
const EXIT_CODES: &str = "\
Exit-Codes:
  0  das Spiel ist aus, wurde beendet, oder die Eingabe ist zu Ende
  1  ein Befehl wurde in umgeleiteter oder geskripteter Eingabe (--script) abgelehnt
  2  falsche Flags, eine Datei, die sich nicht lesen lässt, oder eine Ausgabe, die sich nicht
     schreiben lässt

Tippe 'hilfe' im Spiel für die Befehle.";

/// The command the derive built (`Cli::command()`), with German words for everything `--help`
/// shows; it parses the same flags.
pub fn german_command(command: Command) -> Command {
    let command = german_flags(command, MAIN_FLAGS, VALUE_NAMES)
        .about("Baulöwe: das Hotelketten- und Aktienspiel, bekannt als Acquire, in der Konsole.")
        .long_about(
            "Baulöwe: das Hotelketten- und Aktienspiel, bekannt als Acquire, in der Konsole.\n\n\
             Ohne Flags spielst du gegen drei Computerspieler; der Startwert wird gezeigt, damit \
             `--seed` das gleiche Spiel noch einmal gibt.",
        )
        .after_help(EXIT_CODES)
        .override_usage("bauloewe [OPTIONEN] [BEFEHL]")
        .subcommand_help_heading("Befehle")
        .subcommand_value_name("BEFEHL")
        .disable_version_flag(true)
        .arg(
            Arg::new("version")
                .short('V')
                .long("version")
                .action(ArgAction::Version)
                .help("Version zeigen")
                .help_heading("Optionen"),
        )
        .disable_help_subcommand(true)
        .subcommand(
            Command::new("help")
                .about("Diese Hilfe zeigen oder die Hilfe des genannten Befehls")
                .arg(Arg::new("subcommand").action(ArgAction::Append).num_args(..).value_name("BEFEHL"))
                .disable_help_flag(true),
        );
    command.mut_subcommand("simulate", |simulate| {
        german_flags(simulate, SIMULATE_FLAGS, &[("players", "ARTEN")])
            .about("Computerspieler viele Spiele gegeneinander spielen lassen und die Ergebnisse zeigen")
            .override_usage("bauloewe simulate [OPTIONEN]")
    })
}

/// A command's flags with German help, German headings and template, and a German `--help`.
fn german_flags(
    command: Command,
    flags: &[(&str, &'static str)],
    value_names: &[(&str, &'static str)],
) -> Command {
    let command = flags.iter().fold(command, |command, (id, words)| {
        command.mut_arg(*id, |arg| {
            // The German words say the default themselves; clap would add `[default: …]`.
            let takes_value = arg.get_action().takes_values();
            let arg = match value_names.iter().find(|(named, _)| named == id) {
                Some((_, name)) if takes_value => arg.value_name(*name),
                _ => arg,
            };
            arg.help(*words).long_help(None::<&str>).hide_default_value(takes_value).help_heading("Optionen")
        })
    });
    command.help_template(TEMPLATE).hide_possible_values(true).disable_help_flag(true).arg(
        Arg::new("help")
            .short('h')
            .long("help")
            .action(ArgAction::Help)
            .help("Hilfe zeigen")
            .help_heading("Optionen"),
    )
}

/// Whether the flags ask for the German `help` subcommand, and for which command: `None` when
/// not, `Some(None)` for the program, `Some(Some(name))` for a subcommand.
pub fn help_asked(matches: &clap::ArgMatches) -> Option<Option<String>> {
    let ("help", help) = matches.subcommand()? else { return None };
    let name = help.get_many::<String>("subcommand").and_then(|mut names| names.next().cloned());
    Some(name)
}

/// A refusal of clap's in German words, with the usage and where to find more, as clap
/// prints it (`error: …` becomes `Fehler: …`).
pub fn german_error(error: &clap::Error) -> String {
    let text = |kind| error.get(kind).map(context_text);
    let arg = text(ContextKind::InvalidArg).unwrap_or_default();
    let value = text(ContextKind::InvalidValue).unwrap_or_default();
    let mut message = match error.kind() {
        ErrorKind::UnknownArgument => format!("unerwartetes Argument '{arg}'"),
        ErrorKind::InvalidSubcommand => {
            format!("unbekannter Befehl '{}'", text(ContextKind::InvalidSubcommand).unwrap_or_default())
        }
        ErrorKind::InvalidValue => {
            let valid = text(ContextKind::ValidValue).filter(|v| !v.is_empty());
            let valid = valid.map(|v| format!("; möglich sind {v}")).unwrap_or_default();
            if value.is_empty() {
                format!("'{arg}' braucht einen Wert{valid}")
            } else {
                format!("ungültiger Wert '{value}' für '{arg}'{valid}")
            }
        }
        ErrorKind::ValueValidation => {
            format!("ungültiger Wert '{value}' für '{arg}': {}", validation_reason(error))
        }
        ErrorKind::ArgumentConflict => {
            let prior = text(ContextKind::PriorArg).unwrap_or_default();
            format!("'{arg}' geht nicht zusammen mit '{prior}'")
        }
        ErrorKind::MissingRequiredArgument => format!("es fehlt: {arg}"),
        ErrorKind::NoEquals => format!("'{arg}' braucht '=' vor dem Wert"),
        ErrorKind::TooManyValues => format!("zu viele Werte für '{arg}': '{value}'"),
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
            format!("'{arg}' hat nicht die richtige Zahl von Werten")
        }
        ErrorKind::MissingSubcommand => "es fehlt ein Befehl".to_string(),
        ErrorKind::InvalidUtf8 => "ein Argument ist kein gültiges UTF-8".to_string(),
        _ => "die Argumente stimmen nicht".to_string(),
    };
    if let Some(suggested) =
        text(ContextKind::SuggestedArg).or_else(|| text(ContextKind::SuggestedSubcommand))
    {
        message.push_str(&format!("\n\n  Tipp: es gibt etwas Ähnliches: '{suggested}'"));
    }
    let usage = match error.get(ContextKind::Usage) {
        Some(ContextValue::StyledStr(usage)) => {
            let usage = usage.to_string();
            let usage = usage.trim_start_matches("Usage:").trim().replace("[OPTIONS]", "[OPTIONEN]");
            format!("\n\nAufruf: {usage}")
        }
        _ => String::new(),
    };
    format!("Fehler: {message}{usage}\n\nMehr dazu mit '--help'.\n")
}

/// A context value as plain text; several values joined with commas.
fn context_text(value: &ContextValue) -> String {
    match value {
        ContextValue::String(text) => text.clone(),
        ContextValue::Strings(texts) => texts.join(", "),
        ContextValue::StyledStr(text) => text.to_string(),
        ContextValue::StyledStrs(texts) => {
            texts.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ")
        }
        ContextValue::Number(number) => number.to_string(),
        ContextValue::Bool(yes) => yes.to_string(),
        _ => String::new(),
    }
}

/// Why a value was refused by its parser, in German when the reason is one of ours or a number.
fn validation_reason(error: &clap::Error) -> String {
    let Some(source) = std::error::Error::source(error) else { return "ungültig".to_string() };
    if let Some(error) = source.downcast_ref::<SeatListError>() {
        return seat_list_error(Lang::De, error);
    }
    if source.downcast_ref::<std::num::ParseIntError>().is_some() {
        return "keine ganze Zahl im erlaubten Bereich".to_string();
    }
    // clap's ranged number parsers say `0 is not in 1..65535`.
    match source.to_string().split_once(" is not in ") {
        Some((_, range)) => format!("nicht im erlaubten Bereich {range}"),
        None => "ungültig".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A command like the program's: a flag with a value, a flag with a list of values.
    fn command() -> Command {
        Command::new("bauloewe")
            .arg(Arg::new("seed").long("seed").value_parser(clap::value_parser!(u64)))
            .arg(Arg::new("color").long("color").value_parser(["auto", "always", "never"]))
    }

    #[test]
    fn clap_refusals_read_in_german() {
        let error = command().try_get_matches_from(["bauloewe", "--colour", "x"]).unwrap_err();
        let words = german_error(&error);
        assert!(words.starts_with("Fehler: unerwartetes Argument '--colour'"), "{words}");
        assert!(words.contains("Tipp: es gibt etwas Ähnliches: '--color'"), "{words}");
        assert!(words.ends_with("Mehr dazu mit '--help'.\n"), "{words}");
        let error = command().try_get_matches_from(["bauloewe", "--color", "rot"]).unwrap_err();
        let words = german_error(&error);
        assert!(words.starts_with("Fehler: ungültiger Wert 'rot' für '--color <color>'"), "{words}");
        let error = command().try_get_matches_from(["bauloewe", "--seed", "x"]).unwrap_err();
        assert!(german_error(&error).contains("keine ganze Zahl"), "{}", german_error(&error));
    }
}
