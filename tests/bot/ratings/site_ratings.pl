#!/usr/bin/perl
# The reference site's own ratings of recorded Terra Mystica games: each ledger is replayed by the
# site's engine (through the peer's replay.pl), its results are handed to the site's
# Analyze::RatingData and Analyze::ELO as its database query would hand them, and the ratings are
# printed as one JSON object {"players": {NAME: RATING}, "factions": {"FACTION BOARD": RATING}}, each
# rating a string of 17 significant digits (a double exactly: Perl's own numbers have 15).
#
#   perl tests/bot/ratings/site_ratings.pl [--peer DIR] LEDGER...
#
# The games count in the order given (each finishes one second after the one before). Where a
# game has players tied on VP, the site takes them in its hash order (random in each process);
# here they are taken in seat order (the order of the log's `Player N:` lines), as bot/ratings does.
use strict;
use warnings;
use FindBin;
use Getopt::Long;
use JSON;
use Digest::SHA qw(sha1_hex);
use Tie::IxHash;
use POSIX qw(strftime);

my $peer = "$FindBin::Bin/../../../../shared/peer/terra-mystica-perl";
my $hash_order = 0;  # tied players in the site's hash order (to see what that order changes)
GetOptions('peer=s' => \$peer, 'hash-order' => \$hash_order)
    or die "usage: $0 [--peer DIR] [--hash-order] LEDGER...\n";
unshift @INC, "$peer/src";

# The rows of the site's finished-games query (DB::Game::get_finished_game_results), made here
# from the replays instead of its database; RatingData reads them through this name.
my @rows;
$INC{'DB/Game.pm'} = __FILE__;
sub Analyze::RatingData::get_finished_game_results {
    return (error => '', results => [ map { { %{$_} } } @rows ]);
}
require tracker;
require Analyze::RatingData;
require Analyze::ELO;

# The site's map ids and the board names of this project (rules/terra_mystica/data/maps.json).
my %board = (
    '126fe960806d587c78546b30f1a90853b1ada468' => 'base',
    '95a66999127893f5925a5f591d54f8bcb9a670e6' => 'fire_and_ice_side1',
    'be8f6ebf549404d015547152d5f2a1906ae8dd90' => 'revised_base_fire_and_ice_side2',
    'fdb13a13cd48b7a3c3525f27e4628ff6905aa5b1' => 'loon_lakes_v1_6',
    '2afadc63f4d81e850b7c16fb21a1dcd29658c392' => 'fjords_v2_1',
);

my %seat_of;  # game -> username -> index in the log's players
my $when = 1_600_000_000;
for my $file (@ARGV) {
    my @players;
    open my $fh, '<', $file or die "$file: $!\n";
    while (<$fh>) {
        s/\r?\n$//;
        $players[$1 - 1] = $2 if /^\s*Player (\d+): (.*?)\s*$/;
    }
    close $fh;
    my @commands = `perl "$peer/replay.pl" --dump "$file"`;
    die "$file: replay.pl failed\n" if $?;
    chomp @commands;
    my $res = terra_mystica::evaluate_game({
        rows => \@commands,
        players => [ map { { username => $players[$_], name => $players[$_],
                             displayname => $players[$_], index => $_ } } 0..$#players ],
        faction_info => {},
        metadata => { game_options => [] },
        delete_email => 1,
    });
    die "$file: @{$res->{error}}\n" if @{$res->{error}};
    (my $game = $file) =~ s{.*/|\.txt$}{}g;
    $when++;
    # The query's conditions: finished, in round 6, not aborted, not excluded from the stats.
    next unless $res->{finished} and $res->{round} == 6 and !$res->{aborted};
    next if $res->{dodgy_resource_manipulation};
    my @options = grep { $res->{options}{$_} } sort keys %{$res->{options}};
    for my $f (values %{$res->{factions}}) {
        push @rows, {
            game => $game,
            faction => $f->{name},
            vp => $f->{VP},
            username => $f->{username},
            id_hash => (defined $f->{username} ? sha1_hex($f->{username}) : undef),
            last_update => strftime("%Y-%m-%d %H:%M:%S", gmtime $when),
            base_map => $res->{map_variant},
            dropped => $f->{dropped} // 0,
            options => \@options,
        };
        $seat_of{$game}{$f->{username}} = (grep { $players[$_] eq $f->{username} } 0..$#players)[0]
            if defined $f->{username};
    }
}

my $data = Analyze::RatingData::read_rating_data(undef, undef, {});

# The pairwise matches again, by the site's own handle_game, with each game's factions in seat
# order instead of hash order (only the order of players tied on VP depends on it).
my (@results, %players, %factions);
for my $game (sort { $a->{last_update} cmp $b->{last_update} } values %{$data->{games}}) {
    tie my %ordered, 'Tie::IxHash';
    my $seats = $seat_of{$game->{id}};
    for my $f (sort { ($seats->{$a->{username} // ''} // 99) <=> ($seats->{$b->{username} // ''} // 99) }
               values %{$game->{factions}}) {
        $ordered{$f->{faction}} = $f;
    }
    Analyze::RatingData::handle_game({ %{$game}, factions => \%ordered }, \@results, \%players, \%factions);
}
$data = { players => \%players, factions => \%factions, results => \@results } if !$hash_order;
my $elo = Analyze::ELO::compute_elo($data);

my %out = (players => {}, factions => {});
$out{players}{$_->{username}} = sprintf("%.17g", $_->{score}) for values %{$elo->{players}};
for my $key (keys %{$elo->{factions}}) {
    my ($name, $map) = split / /, $key;
    $out{factions}{"$name " . ($board{$map} // $map)} = sprintf("%.17g", $elo->{factions}{$key}{score});
}
print JSON->new->canonical->encode(\%out), "\n";
