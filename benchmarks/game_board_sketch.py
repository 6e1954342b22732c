import random, time, sys
from layerkit.game.board import Board
STATICS = ["Blood Moon","Urborg, Tomb of Yawgmoth","Rootpath Purifier","Enchanted Evening","Opalescence","Glorious Anthem",
 "Crusade","Yavimaya, Cradle of Growth","Life and Limb","Painter's Servant","Stormtide Leviathan","Archetype of Imagination",
 "Goblin Chieftain","Magus of the Moon","Prismatic Omen","Starfield of Nyx","War Horn","Chromatic Lantern","Glorious Anthem","Crusade"]
FILL = ["Grizzly Bears","Forest","Island","Hill Giant","Savannah Lions","Mountain","Bear Cub"]
SPELLS = ["Giant Growth","Turn to Frog","Twisted Image","Diminish","Purelace"]
def game(n, seed=1):
    rng = random.Random(seed)
    b = Board()
    ids=[]
    for i in range(n - len(STATICS)):
        ids.append(b.enter(rng.choice(FILL), id=f"p{i}", controller=rng.choice(["Alex","Bo"])))
    for i, s in enumerate(STATICS):
        ch = {"color": "R"} if s == "Painter's Servant" else None
        b.enter(s, id=f"s{i}", choices=ch)
    for i in range(30):
        b.cast(rng.choice(SPELLS), targets=[rng.choice(ids)])
    return b
n = int(sys.argv[1])
t=time.time(); b = game(n); t1=time.time(); r = b.resolve(); t2=time.time()
print(f"n={n} build {t1-t:.2f}s resolve {t2-t1:.2f}s")
