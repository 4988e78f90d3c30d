(define (problem plan_trial_gmem_0011)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        Mug_bar__plus_02_dot_50_bar__plus_00_dot_05_bar__minus_01_dot_60 - object
        DeskLamp_bar__plus_02_dot_51_bar__plus_00_dot_05_bar__minus_01_dot_61 - object
        CellPhone_bar__plus_01_dot_27_bar__plus_00_dot_40_bar__minus_01_dot_63 - object
        Pot_bar__plus_03_dot_08_bar__plus_00_dot_59_bar__minus_01_dot_48 - object
        AlarmClock_bar__plus_02_dot_54_bar__plus_00_dot_05_bar__minus_01_dot_64 - object
        CD_bar__plus_01_dot_30_bar__plus_00_dot_18_bar__minus_01_dot_66 - object
        Bed_bar__plus_00_dot_23_bar__plus_00_dot_00_bar__minus_00_dot_95 - receptacle
        Desk_bar__plus_02_dot_49_bar__plus_00_dot_00_bar__minus_01_dot_59 - receptacle
        Drawer_bar__plus_01_dot_24_bar__plus_00_dot_13_bar__minus_01_dot_60 - receptacle
        Drawer_bar__plus_01_dot_24_bar__plus_00_dot_35_bar__minus_01_dot_60 - receptacle
        GarbageCan_bar__plus_03_dot_17_bar__plus_00_dot_00_bar__minus_00_dot_27 - receptacle
        Shelf_bar__plus_03_dot_04_bar__plus_00_dot_54_bar__minus_01_dot_44 - receptacle
        SideTable_bar__plus_01_dot_24_bar__plus_00_dot_00_bar__minus_01_dot_67 - receptacle
        loc_bar_0_bar_0_bar_0_bar_30 - location
        loc_bar_10_bar__minus_2_bar_2_bar_30 - location
        loc_bar_11_bar__minus_2_bar_2_bar_30 - location
        loc_bar_6_bar__minus_4_bar_3_bar_30 - location
        loc_bar_7_bar__minus_2_bar_2_bar_30 - location
        loc_bar_7_bar__minus_3_bar_2_bar_30 - location
        loc_bar_9_bar__minus_3_bar_1_bar_30 - location
        loc_bar_9_bar__minus_3_bar_3_bar_30 - location
        )

(:init
        (receptacleType Bed_bar__plus_00_dot_23_bar__plus_00_dot_00_bar__minus_00_dot_95 BedType)
        (receptacleType Desk_bar__plus_02_dot_49_bar__plus_00_dot_00_bar__minus_01_dot_59 DeskType)
        (receptacleType Drawer_bar__plus_01_dot_24_bar__plus_00_dot_13_bar__minus_01_dot_60 DrawerType)
        (receptacleType Drawer_bar__plus_01_dot_24_bar__plus_00_dot_35_bar__minus_01_dot_60 DrawerType)
        (receptacleType GarbageCan_bar__plus_03_dot_17_bar__plus_00_dot_00_bar__minus_00_dot_27 GarbageCanType)
        (receptacleType Shelf_bar__plus_03_dot_04_bar__plus_00_dot_54_bar__minus_01_dot_44 ShelfType)
        (receptacleType SideTable_bar__plus_01_dot_24_bar__plus_00_dot_00_bar__minus_01_dot_67 SideTableType)
        (objectType Mug_bar__plus_02_dot_50_bar__plus_00_dot_05_bar__minus_01_dot_60 MugType)
        (objectType DeskLamp_bar__plus_02_dot_51_bar__plus_00_dot_05_bar__minus_01_dot_61 DeskLampType)
        (objectType CellPhone_bar__plus_01_dot_27_bar__plus_00_dot_40_bar__minus_01_dot_63 CellPhoneType)
        (objectType Pot_bar__plus_03_dot_08_bar__plus_00_dot_59_bar__minus_01_dot_48 PotType)
        (objectType AlarmClock_bar__plus_02_dot_54_bar__plus_00_dot_05_bar__minus_01_dot_64 AlarmClockType)
        (objectType CD_bar__plus_01_dot_30_bar__plus_00_dot_18_bar__minus_01_dot_66 CDType)
        (canContain BedType CellPhoneType)
        (canContain DeskType AlarmClockType)
        (canContain DeskType CDType)
        (canContain DeskType CellPhoneType)
        (canContain DeskType MugType)
        (canContain DrawerType CDType)
        (canContain DrawerType CellPhoneType)
        (canContain GarbageCanType CDType)
        (canContain ShelfType AlarmClockType)
        (canContain ShelfType CDType)
        (canContain ShelfType CellPhoneType)
        (canContain ShelfType MugType)
        (canContain ShelfType PotType)
        (canContain SideTableType AlarmClockType)
        (canContain SideTableType CDType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType MugType)
        (canContain SideTableType PotType)
        (pickupable Mug_bar__plus_02_dot_50_bar__plus_00_dot_05_bar__minus_01_dot_60)
        (isReceptacleObject Mug_bar__plus_02_dot_50_bar__plus_00_dot_05_bar__minus_01_dot_60)
        (cleanable Mug_bar__plus_02_dot_50_bar__plus_00_dot_05_bar__minus_01_dot_60)
        (heatable Mug_bar__plus_02_dot_50_bar__plus_00_dot_05_bar__minus_01_dot_60)
        (coolable Mug_bar__plus_02_dot_50_bar__plus_00_dot_05_bar__minus_01_dot_60)
        (toggleable DeskLamp_bar__plus_02_dot_51_bar__plus_00_dot_05_bar__minus_01_dot_61)
        (pickupable CellPhone_bar__plus_01_dot_27_bar__plus_00_dot_40_bar__minus_01_dot_63)
        (pickupable Pot_bar__plus_03_dot_08_bar__plus_00_dot_59_bar__minus_01_dot_48)
        (isReceptacleObject Pot_bar__plus_03_dot_08_bar__plus_00_dot_59_bar__minus_01_dot_48)
        (cleanable Pot_bar__plus_03_dot_08_bar__plus_00_dot_59_bar__minus_01_dot_48)
        (coolable Pot_bar__plus_03_dot_08_bar__plus_00_dot_59_bar__minus_01_dot_48)
        (pickupable AlarmClock_bar__plus_02_dot_54_bar__plus_00_dot_05_bar__minus_01_dot_64)
        (pickupable CD_bar__plus_01_dot_30_bar__plus_00_dot_18_bar__minus_01_dot_66)
        (openable Drawer_bar__plus_01_dot_24_bar__plus_00_dot_13_bar__minus_01_dot_60)
        (openable Drawer_bar__plus_01_dot_24_bar__plus_00_dot_35_bar__minus_01_dot_60)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle Mug_bar__plus_02_dot_50_bar__plus_00_dot_05_bar__minus_01_dot_60 Desk_bar__plus_02_dot_49_bar__plus_00_dot_00_bar__minus_01_dot_59)
        (inReceptacle DeskLamp_bar__plus_02_dot_51_bar__plus_00_dot_05_bar__minus_01_dot_61 Desk_bar__plus_02_dot_49_bar__plus_00_dot_00_bar__minus_01_dot_59)
        (inReceptacle CellPhone_bar__plus_01_dot_27_bar__plus_00_dot_40_bar__minus_01_dot_63 Drawer_bar__plus_01_dot_24_bar__plus_00_dot_35_bar__minus_01_dot_60)
        (inReceptacle Pot_bar__plus_03_dot_08_bar__plus_00_dot_59_bar__minus_01_dot_48 Shelf_bar__plus_03_dot_04_bar__plus_00_dot_54_bar__minus_01_dot_44)
        (inReceptacle AlarmClock_bar__plus_02_dot_54_bar__plus_00_dot_05_bar__minus_01_dot_64 Desk_bar__plus_02_dot_49_bar__plus_00_dot_00_bar__minus_01_dot_59)
        (inReceptacle CD_bar__plus_01_dot_30_bar__plus_00_dot_18_bar__minus_01_dot_66 Drawer_bar__plus_01_dot_24_bar__plus_00_dot_13_bar__minus_01_dot_60)
        (receptacleAtLocation Bed_bar__plus_00_dot_23_bar__plus_00_dot_00_bar__minus_00_dot_95 loc_bar_6_bar__minus_4_bar_3_bar_30)
        (receptacleAtLocation Desk_bar__plus_02_dot_49_bar__plus_00_dot_00_bar__minus_01_dot_59 loc_bar_10_bar__minus_2_bar_2_bar_30)
        (receptacleAtLocation Drawer_bar__plus_01_dot_24_bar__plus_00_dot_13_bar__minus_01_dot_60 loc_bar_7_bar__minus_2_bar_2_bar_30)
        (receptacleAtLocation Drawer_bar__plus_01_dot_24_bar__plus_00_dot_35_bar__minus_01_dot_60 loc_bar_9_bar__minus_3_bar_3_bar_30)
        (receptacleAtLocation GarbageCan_bar__plus_03_dot_17_bar__plus_00_dot_00_bar__minus_00_dot_27 loc_bar_9_bar__minus_3_bar_1_bar_30)
        (receptacleAtLocation Shelf_bar__plus_03_dot_04_bar__plus_00_dot_54_bar__minus_01_dot_44 loc_bar_11_bar__minus_2_bar_2_bar_30)
        (receptacleAtLocation SideTable_bar__plus_01_dot_24_bar__plus_00_dot_00_bar__minus_01_dot_67 loc_bar_7_bar__minus_3_bar_2_bar_30)
        (objectAtLocation Mug_bar__plus_02_dot_50_bar__plus_00_dot_05_bar__minus_01_dot_60 loc_bar_10_bar__minus_2_bar_2_bar_30)
        (objectAtLocation DeskLamp_bar__plus_02_dot_51_bar__plus_00_dot_05_bar__minus_01_dot_61 loc_bar_10_bar__minus_2_bar_2_bar_30)
        (objectAtLocation CellPhone_bar__plus_01_dot_27_bar__plus_00_dot_40_bar__minus_01_dot_63 loc_bar_9_bar__minus_3_bar_3_bar_30)
        (objectAtLocation Pot_bar__plus_03_dot_08_bar__plus_00_dot_59_bar__minus_01_dot_48 loc_bar_11_bar__minus_2_bar_2_bar_30)
        (objectAtLocation AlarmClock_bar__plus_02_dot_54_bar__plus_00_dot_05_bar__minus_01_dot_64 loc_bar_10_bar__minus_2_bar_2_bar_30)
        (objectAtLocation CD_bar__plus_01_dot_30_bar__plus_00_dot_18_bar__minus_01_dot_66 loc_bar_7_bar__minus_2_bar_2_bar_30)
        )

(:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot DeskLampType)
                         (toggleable ?ot)
                         (isToggled ?ot)
                         (receptacleAtLocation ?r ?l)
                         (atLocation ?a ?l)
                         (inReceptacle ?ot ?r)
                     )
                 )
                 (exists (?o - object
                          ?a - agent)
                     (and
                         (objectType ?o MugType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
